// ── The compliance engine as other contexts use it: checks, transport rules, HS classification ──
// Pure functions over the dated rule tables of domain/; the assistant and the autonomy dispatcher read them here.

export { checkCompliance, transportRules } from '../domain/compliance-check';
export { classifyHs, HS_TABLE } from '../domain/hs-classification';
