import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useRequestEarlyAccess, type EarlyAccessRequest } from '../api/request-early-access';

const EMPTY: EarlyAccessRequest = { email: '', company: '', message: '' };

/** The form's field names: the request's own (not user-facing). */
const FIELD: { [K in keyof EarlyAccessRequest]: K } = { email: 'email', company: 'company', message: 'message' };

/** Email and company are required, the message is optional (spec section 5). */
export function EarlyAccessForm() {
  const { t } = useTranslation('early-access');
  const [form, setForm] = useState<EarlyAccessRequest>(EMPTY);
  const [thanked, setThanked] = useState(false);
  const request = useRequestEarlyAccess({
    // The same thanks for every address (the answer never says whether it was on the list already).
    onSuccess: () => {
      setForm(EMPTY);
      setThanked(true);
      toast({ title: t('form.thanks.title'), description: t('form.thanks.description'), key: 'early-access' });
    },
    onError: () => toast({ key: 'early-access', title: t('form.failed.title'), description: t('form.failed.description'), variant: 'destructive' }),
  });

  /** The field's form name, value and change handler. */
  const field = (name: keyof EarlyAccessRequest) => ({
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) => {
      setThanked(false);
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    request.mutate({ email: form.email.trim(), company: form.company.trim(), message: form.message.trim() });
  };

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="early-access-title">
      <InputField label={t('form.email')} type="email" autoComplete="email" required {...field(FIELD.email)} />
      <InputField label={t('form.company')} autoComplete="organization" required {...field(FIELD.company)} />
      <TextareaField label={t('form.message')} rows={3} {...field(FIELD.message)} />
      <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
      {thanked ? (
        <p className="form-success" role="status">
          {t('form.thanks.description')}
        </p>
      ) : null}
    </form>
  );
}
