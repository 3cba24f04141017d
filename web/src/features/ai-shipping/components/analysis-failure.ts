import { ASSISTANT_MESSAGES } from '@waypost/contracts';

/** 'Analysis Failed' texts: the provider message when the error mentions the AI provider (spec section 8). */
export function analysisFailure(error: Error): { title: string; description: string } {
  const mentionsProvider = /openai|ai provider|api key/i.test(error.message);
  return {
    title: ASSISTANT_MESSAGES.analysisFailedTitle,
    description: mentionsProvider ? ASSISTANT_MESSAGES.analysisRequiresKey : ASSISTANT_MESSAGES.analysisFailedGeneric,
  };
}
