import { useId, useState } from 'react';
import { ASSISTANT_MESSAGES, type ItemAnalysisResult } from '@waypost/contracts';
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

export function ItemAnalysisCard({ analysis, onAnalysis }: { analysis: ItemAnalysisResult | null; onAnalysis: (a: ItemAnalysisResult) => void }) {
  const [description, setDescription] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const fileId = useId();
  const analyze = useAnalyzeItem({
    onSuccess: (result) => {
      onAnalysis(result);
      toast({ ...ASSISTANT_MESSAGES.itemAnalyzed(result.category, result.shippingClassification), key: 'item-analysis' });
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
      <CardHeader titleId="item-card-title" title="Item recognition" description="Upload a photo of your item: we estimate its category, size, weight and restrictions." />
      <div className="stack">
        <TextareaField
          label="Item description (optional)"
          name="item-description"
          rows={2}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          hint="Helps the analysis; without an AI vision model it is what we classify."
        />
        <div className="photo-drop">
          <CameraIcon width={28} height={28} />
          <label htmlFor={fileId} className="field-label">
            Item image
          </label>
          <input id={fileId} type="file" accept="image/*" aria-describedby={`${fileId}-hint`} onChange={(event) => void onFile(event.target.files?.[0])} />
          <p id={`${fileId}-hint`} className="field-hint">
            JPG, PNG or WebP, up to 5 MB. Analysis starts as soon as you choose a file{fileName ? ` (${fileName})` : ''}.
          </p>
        </div>
        <div className="action-row">
          <Button type="button" variant="secondary" disabled={analyze.isPending || !description.trim()} onClick={() => analyze.mutate({ description: description.trim() })}>
            Analyze description
          </Button>
        </div>
        {analyze.isPending ? <Spinner label={ASSISTANT_MESSAGES.analyzing} /> : null}
        {analyze.isPending ? (
          <p className="muted" aria-hidden="true">
            {ASSISTANT_MESSAGES.analyzing}
          </p>
        ) : null}
        {analysis && !analyze.isPending ? <AnalysisResult analysis={analysis} /> : null}
      </div>
    </Card>
  );
}

function AnalysisResult({ analysis: a }: { analysis: ItemAnalysisResult }) {
  const tone = a.shippingEligibility === 'allowed' ? 'success' : a.shippingEligibility === 'restricted' ? 'warning' : 'danger';
  return (
    <section aria-label="Analysis results" className="analysis-result">
      <div className="quote-badges">
        <Badge tone="info">{a.category}</Badge>
        <Badge tone={tone}>{a.shippingEligibility === 'allowed' ? 'allowed' : a.shippingEligibility}</Badge>
        <Badge>{percent1(a.confidenceScore)} confidence</Badge>
        <Badge>{a.mode === 'vision' ? `AI vision (${a.model ?? 'model'})` : 'Offline classifier'}</Badge>
      </div>
      <dl className="analysis-facts">
        <div>
          <dt>Classification</dt>
          <dd>{a.shippingClassification}</dd>
        </div>
        <div>
          <dt>Estimated weight</dt>
          <dd>{formatKg(a.weight.estimatedKg)}</dd>
        </div>
        <div>
          <dt>Estimated size</dt>
          <dd>
            {formatNumber(a.dimensions.estimatedLength, 0)} × {formatNumber(a.dimensions.estimatedWidth, 0)} × {formatNumber(a.dimensions.estimatedHeight, 0)} cm
          </dd>
        </div>
        <div>
          <dt>Suggested HS code</dt>
          <dd>{a.hsCode}</dd>
        </div>
      </dl>
      {a.restrictions.length ? (
        <>
          <h3 className="analysis-subtitle">Restrictions</h3>
          <ul className="analysis-restrictions">
            {a.restrictions.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">No restrictions found for this item.</p>
      )}
    </section>
  );
}
