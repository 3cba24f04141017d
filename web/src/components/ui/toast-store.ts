// ── The toast list as pure functions (the Toaster owns timers and rendering) ──
// At most three at a time (the oldest goes first); a toast replaces its twin: the same message again, or a toast
// with the same `key` (the outcome of the same action: a success replaces that action's earlier error).

export const MAX_TOASTS = 3;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Toasts with one key replace each other (say which action they report on); default: the message itself. */
  key?: string;
}

export interface ToastItem extends ToastInput {
  id: number;
  key: string;
}

export const toastKey = (input: ToastInput): string => input.key ?? `${input.variant ?? 'default'}\u0000${input.title}\u0000${input.description ?? ''}`;

/** The list after `input` arrives (newest last), and the toasts it pushed out. */
export function addToast(list: readonly ToastItem[], input: ToastInput, id: number): { list: ToastItem[]; removed: ToastItem[] } {
  const key = toastKey(input);
  const twins = list.filter((t) => t.key === key);
  const kept = [...list.filter((t) => t.key !== key), { ...input, id, key }];
  const overflow = kept.length - MAX_TOASTS;
  return { list: overflow > 0 ? kept.slice(overflow) : kept, removed: [...twins, ...(overflow > 0 ? kept.slice(0, overflow) : [])] };
}
