// Injection tokens of the assistant context.
export const ASSISTANT_CLOCK = Symbol('ASSISTANT_CLOCK');
export const OPENAI_OPTIONS = Symbol('OPENAI_OPTIONS'); // OpenAiOptions | null (null: no key, offline only)
export const OPENAI_CHAT = Symbol('OPENAI_CHAT'); // OpenAiChat | null
export const OPENAI_VISION = Symbol('OPENAI_VISION'); // OpenAiVision | null
export const MODEL_BUDGET = Symbol('MODEL_BUDGET'); // ModelBudget: model calls per client
export type Clock = () => Date;
