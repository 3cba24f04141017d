import {
  BrokenCircuitError,
  circuitBreaker,
  CircuitState,
  ConsecutiveBreaker,
  DelegateBackoff,
  handleWhen,
  IsolatedCircuitError,
  retry,
  wrap,
  type CircuitBreakerPolicy,
  type IPolicy,
} from 'cockatiel';
import { ProviderError, type CallOptions, type ShippingProvider } from './provider';

// ── A provider account behind retries and a circuit breaker (cockatiel), issue 27 item 5 ──
// Each adapter bounds every request in time (ProviderOptions.timeoutMs). On top of that, per provider account:
// - retries with exponential backoff and jitter, or the provider's Retry-After, for idempotent calls only: rates,
//   tracking, label download, void, finding an earlier purchase; a purchase is retried only when the provider honours
//   our idempotency key (capabilities.idempotentPurchase), so a retry can never buy a second label;
// - a circuit breaker that opens after consecutive failures of the provider itself (5xx, timeouts, connection
//   errors), answers `circuit_open` at once while open, and tries again after a pause;
// - `trip()`: the crisis protocols' carrier outage holds the breaker open until `restore()`.

export interface ResilienceOptions {
  /** Attempts of an idempotent call (default 3). */
  maxAttempts?: number;
  /** Consecutive provider failures that open the circuit (default 5). */
  breakAfter?: number;
  /** How long the circuit stays open before one trial call (default 30 s). */
  halfOpenAfterMs?: number;
  /** First backoff (default 250 ms; doubled per attempt, with jitter, up to 5 s). */
  initialDelayMs?: number;
  /** The longest Retry-After we wait for; a longer one fails the call at once (default 10 s). */
  maxRetryAfterMs?: number;
}

export type BreakerState = 'closed' | 'open' | 'half_open' | 'tripped';

const providerFault = (e: Error) => e instanceof ProviderError && (e.kind === 'unavailable' || e.kind === 'timeout' || e.kind === 'network');

export class ResilientProvider implements ShippingProvider {
  readonly breaker: CircuitBreakerPolicy;
  private readonly retrying: IPolicy;
  private readonly once: IPolicy;
  private tripped: { dispose(): void; reason: string } | null = null;
  /** Retries made and calls refused by the open circuit, since start (metrics). */
  readonly stats = { retries: 0, refused: 0 };

  constructor(
    readonly inner: ShippingProvider,
    options: ResilienceOptions = {},
  ) {
    const maxRetryAfter = options.maxRetryAfterMs ?? 10_000;
    const initial = options.initialDelayMs ?? 250;
    this.breaker = circuitBreaker(handleWhen(providerFault), {
      halfOpenAfter: options.halfOpenAfterMs ?? 30_000,
      breaker: new ConsecutiveBreaker(options.breakAfter ?? 5),
    });
    const retryable = handleWhen((e) => e instanceof ProviderError && e.retryable && (e.details.retryAfterMs ?? 0) <= maxRetryAfter);
    const backoff = new DelegateBackoff<{ attempt: number; result: { error?: unknown } | { value: unknown } }>((ctx) => {
      const error = 'error' in ctx.result ? ctx.result.error : undefined;
      const asked = error instanceof ProviderError ? error.details.retryAfterMs : undefined;
      if (asked !== undefined) return asked;
      const ceiling = Math.min(5000, initial * 2 ** (ctx.attempt - 1));
      return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
    });
    const retryPolicy = retry(retryable, { maxAttempts: Math.max(0, (options.maxAttempts ?? 3) - 1), backoff });
    retryPolicy.onRetry(() => this.stats.retries++);
    this.retrying = wrap(retryPolicy, this.breaker);
    this.once = this.breaker;
  }

  get id() {
    return this.inner.id;
  }
  get name() {
    return this.inner.name;
  }
  get account() {
    return this.inner.account;
  }
  get capabilities() {
    return this.inner.capabilities;
  }

  /** closed: calls go through; open/half_open: the breaker's own; tripped: held open by a crisis. */
  get state(): BreakerState {
    if (this.tripped) return 'tripped';
    switch (this.breaker.state) {
      case CircuitState.Open:
        return 'open';
      case CircuitState.HalfOpen:
        return 'half_open';
      case CircuitState.Isolated:
        return 'tripped';
      default:
        return 'closed';
    }
  }

  /** Holds the circuit open (a carrier outage crisis on this provider); idempotent. */
  trip(reason: string): void {
    if (this.tripped) return;
    const handle = this.breaker.isolate();
    this.tripped = { dispose: () => handle.dispose(), reason };
  }

  /** The crisis protocols' carrier outage on this account (`key`): held open while named, let through again after. */
  followOutage(named: boolean, key: string): void {
    if (named) this.trip(`a carrier outage crisis is active on ${key}`);
    else if (this.state === 'tripped') this.restore();
  }

  /** Lets calls through again after trip(). */
  restore(): void {
    this.tripped?.dispose();
    this.tripped = null;
  }

  private async run<T>(idempotent: boolean, call: (options: CallOptions) => Promise<T>, options?: CallOptions): Promise<T> {
    try {
      return await (idempotent ? this.retrying : this.once).execute(
        ({ signal }) => call({ signal: options?.signal ? AbortSignal.any([options.signal, signal]) : signal }),
        options?.signal,
      );
    } catch (error) {
      if (error instanceof IsolatedCircuitError) {
        this.stats.refused++;
        throw new ProviderError(this.id, 'circuit_open', `${this.name} is taken out of service: ${this.tripped?.reason ?? 'held open'}`);
      }
      if (error instanceof BrokenCircuitError) {
        this.stats.refused++;
        throw new ProviderError(this.id, 'circuit_open', `${this.name} is not answering: calls are paused after repeated failures and tried again shortly`);
      }
      throw error;
    }
  }

  rates: ShippingProvider['rates'] = (shipment, options) => this.run(true, (o) => this.inner.rates(shipment, o), options);
  purchase: ShippingProvider['purchase'] = (request, options) => this.run(this.inner.capabilities.idempotentPurchase, (o) => this.inner.purchase(request, o), options);
  label: ShippingProvider['label'] = (label, options) => this.run(true, (o) => this.inner.label(label, o), options);
  void: ShippingProvider['void'] = (request, options) => this.run(true, (o) => this.inner.void(request, o), options);
  track: ShippingProvider['track'] = (request, options) => this.run(true, (o) => this.inner.track(request, o), options);
  get findPurchase(): ShippingProvider['findPurchase'] {
    const find = this.inner.findPurchase?.bind(this.inner);
    return find ? (request, options) => this.run(true, (o) => find(request, o), options) : undefined;
  }
  get refundStatus(): ShippingProvider['refundStatus'] {
    const status = this.inner.refundStatus?.bind(this.inner);
    return status ? (request, options) => this.run(true, (o) => status(request, o), options) : undefined;
  }
  get parseWebhook(): ShippingProvider['parseWebhook'] {
    return this.inner.parseWebhook?.bind(this.inner);
  }
  get subscribeTracking(): ShippingProvider['subscribeTracking'] {
    const subscribe = this.inner.subscribeTracking?.bind(this.inner);
    return subscribe ? (numbers, url, options) => this.run(true, (o) => subscribe(numbers, url, o), options) : undefined;
  }
  get validateAddress(): ShippingProvider['validateAddress'] {
    const validate = this.inner.validateAddress?.bind(this.inner);
    return validate ? (address, options) => this.run(true, (o) => validate(address, o), options) : undefined;
  }
  get schedulePickup(): ShippingProvider['schedulePickup'] {
    const schedule = this.inner.schedulePickup?.bind(this.inner);
    return schedule ? (request, options) => this.run(false, (o) => schedule(request, o), options) : undefined;
  }
}
