import { useTranslation } from 'react-i18next';
import { RETURN_NOTE_MAX, RETURN_REASONS, type CreateReturnInput, type ReturnReason } from '@waypost/contracts';
import { SelectField, TextareaField } from '@/components/ui/field';

// ── A return's reason (issue 28 item 2): the shipper's "Create a return" and the customer's portal ask the same ──

export type ReturnReasonDraft = { reason: ReturnReason; note: string };
export const initialReturnReason = (): ReturnReasonDraft => ({ reason: 'damaged', note: '' });

/** The request body of a draft: the note only when there is one. */
export const returnRequestOf = (d: ReturnReasonDraft): CreateReturnInput => (d.note.trim() ? { reason: d.reason, note: d.note.trim() } : { reason: d.reason });

export function ReturnReasonFields({ draft, onChange, disabled }: { draft: ReturnReasonDraft; onChange: (d: ReturnReasonDraft) => void; disabled?: boolean }) {
  const { t } = useTranslation('returns');
  return (
    <>
      <SelectField
        label={t('reasons.label')}
        value={draft.reason}
        disabled={disabled}
        options={RETURN_REASONS.map((r) => ({ value: r, label: t(`reasons.${r}`) }))}
        onChange={(e) => onChange({ ...draft, reason: e.target.value as ReturnReason })}
      />
      <TextareaField
        label={t('note.label')}
        hint={t('note.hint')}
        value={draft.note}
        disabled={disabled}
        required={draft.reason === 'other'}
        maxLength={RETURN_NOTE_MAX}
        rows={2}
        onChange={(e) => onChange({ ...draft, note: e.target.value })}
      />
    </>
  );
}
