import { i18n } from '@/i18n/i18n';

/** 'Analysis Failed' texts: the provider message when the error mentions the AI provider (spec section 8). */
export function analysisFailure(error: Error): { title: string; description: string } {
  const mentionsProvider = /openai|ai provider|api key/i.test(error.message);
  return {
    title: i18n.t('ai-shipping:itemAnalysis.failed.title'),
    description: mentionsProvider ? i18n.t('ai-shipping:itemAnalysis.failed.requiresKey') : i18n.t('ai-shipping:itemAnalysis.failed.generic'),
  };
}
