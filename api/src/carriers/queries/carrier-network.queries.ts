import { Injectable } from '@nestjs/common';
import type { LoopStatus } from '../../platform/background/leader-loop';
import { CarrierNetworkService } from '../carrier-network.service';

// ── What other contexts may ask of the carrier network running in this process ──

@Injectable()
export class CarrierNetworkQueries {
  constructor(private readonly service: CarrierNetworkService) {}

  /** The carrier ids this network books with: the candidates of the autonomy dispatcher and of the lane check. */
  candidates(): readonly string[] {
    return this.service.candidates();
  }

  /** The forwarder's state (live, catching up, standby, error...). */
  forwarderStatus(): LoopStatus {
    return this.service.network.forwarder.status;
  }

  /** The real provider accounts configured (issue 27): their keys are carrier ids a crisis can name. */
  providerKeys(): readonly string[] {
    return this.service.providerKeys();
  }

  /** How many carrier adapters this process runs. */
  carriersRunning(): number {
    return this.service.network.adapters.size;
  }
}
