import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ItemAnalysisResult } from '@waypost/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/field';
import { CameraIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { formatKg, formatNumber, formatRatio } from '@/lib/format';
import { useAnalyzeItem } from '../api/analyze-item';
import { analysisFailure } from './analysis-failure';

// ── AI shipping page: item recognition card (spec sections 2, 4, 5, 8, 9) ────
// Choosing an image starts the analysis at once; the optional description goes along (and lets the offline
// classifier answer on a server without a vision model).

const readAsBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });

const percent1 = (x: number) => formatRatio(x, 1);

/** The description field's form name. */
const DESCRIPTION_FIELD = 'item-description';

const ELIGIBILITY_KEYS = {
  allowed: 'result.eligibility.allowed',
  restricted: 'result.eligibility.restricted',
  prohibited: 'result.eligibility.prohibited',
} as const satisfies Record<ItemAnalysisResult['shippingEligibility'], string>;

export function ItemAnalysisCard({ analysis, onAnalysis }: { analysis: ItemAnalysisResult | null; onAnalysis: (a: ItemAnalysisResult) => void }) {
  const { t } = useTranslation('ai-shipping');
  const [description, setDescription] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const fileId = useId();
  const analyze = useAnalyzeItem({
    onSuccess: (result) => {
      onAnalysis(result);
      toast({
        title: t('itemAnalysis.analyzed.title'),
        description: t('itemAnalysis.analyzed.description', { category: result.category, classification: result.shippingClassification }),
        key: 'item-analysis',
      });
    },
    onError: (error) => toast({ key: 'item-analysis', ...analysisFailure(error), variant: 'destructive' }),
  });

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFileName(file.name);
    try {
      analyze.mutate({ imageBase64: await readAsBase64(file), ...(description.trim() ? { description: description.trim() } : {}) });
    } catch {
      toast({ key: 'item-analysis', ...analysisFailure(new Error('read')), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="item-card-title">
      <CardHeader titleId="item-card-title" title={t('itemAnalysis.title')} description={t('itemAnalysis.description')} />
      <div className="stack">
        <TextareaField
          label={t('itemAnalysis.descriptionField.label')}
          name={DESCRIPTION_FIELD}
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          hint={t('itemAnalysis.descriptionField.hint')}
        />
        <div className="photo-drop">
          <CameraIcon width={28} height={28} />
          <label htmlFor={fileId} className="field-label">
            {t('itemAnalysis.image.label')}
          </label>
          <input id={fileId} type="file" accept="image/*" aria-describedby={`${fileId}-hint`} onChange={(event) => void onFile(event.target.files?.[0])} />
          <p id={`${fileId}-hint`} className="field-hint">
            {fileName ? t('itemAnalysis.image.hintWithFile', { fileName }) : t('itemAnalysis.image.hint')}
          </p>
        </div>
        <div className="action-row">
          <Button type="button" variant="secondary" disabled={analyze.isPending || !description.trim()} onClick={() => analyze.mutate({ description: description.trim() })}>
            {t('itemAnalysis.analyzeDescription')}
          </Button>
        </div>
        {analyze.isPending ? <Spinner label={t('itemAnalysis.analyzing')} /> : null}
        {analyze.isPending ? (
          <p className="muted" aria-hidden="true">
            {t('itemAnalysis.analyzing')}
          </p>
        ) : null}
        {analysis && !analyze.isPending ? <AnalysisResult analysis={analysis} /> : null}
      </div>
    </Card>
  );
}

function AnalysisResult({ analysis: a }: { analysis: ItemAnalysisResult }) {
  const { t } = useTranslation('ai-shipping');
  const tone = a.shippingEligibility === 'allowed' ? 'success' : a.shippingEligibility === 'restricted' ? 'warning' : 'danger';
  return (
    <section aria-label={t('result.label')} className="analysis-result">
      <div className="quote-badges">
        <Badge tone="info">{a.category}</Badge>
        <Badge tone={tone}>{t(ELIGIBILITY_KEYS[a.shippingEligibility])}</Badge>
        <Badge>{t('result.confidence', { percent: percent1(a.confidenceScore) })}</Badge>
        <Badge>{a.mode !== 'vision' ? t('result.offlineClassifier') : a.model ? t('result.vision', { model: a.model }) : t('result.visionUnknownModel')}</Badge>
      </div>
      <dl className="analysis-facts">
        <div>
          <dt>{t('result.classification')}</dt>
          <dd>{a.shippingClassification}</dd>
        </div>
        <div>
          <dt>{t('result.estimatedWeight')}</dt>
          <dd>{formatKg(a.weight.estimatedKg)}</dd>
        </div>
        <div>
          <dt>{t('result.estimatedSize')}</dt>
          <dd>
            {t('result.size', {
              length: formatNumber(a.dimensions.estimatedLength, 0),
              width: formatNumber(a.dimensions.estimatedWidth, 0),
              height: formatNumber(a.dimensions.estimatedHeight, 0),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('result.hsCode')}</dt>
          <dd>{a.hsCode}</dd>
        </div>
      </dl>
      {a.restrictions.length ? (
        <>
          <h3 className="analysis-subtitle">{t('result.restrictions')}</h3>
          <ul className="analysis-restrictions">
            {a.restrictions.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">{t('result.noRestrictions')}</p>
      )}
    </section>
  );
}
