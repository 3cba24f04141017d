import type { ActorKind, StoredEvent } from '@waypost/contracts';
import { pickupGenerator } from './pickups/pickups.random-history';

// Over 300 lines: one seeded history interleaving every context's streams; the contexts with generators of their own keep them beside their projection.
// ── A random but plausible event history, for tests of the projections ──────
// Streams of every context interleaved in one log: shipments (carriers, rates and purchases, tracking, cancellations), inquiries, early
// access requests, crises and dispatcher decisions. Per stream the versions go up; some events refer to things that
// never existed (projections must ignore them the same way on every path). Seeded: the same seed, the same log.

export function randomHistory(seed: number, size: number): StoredEvent[] {
  let state = seed >>> 0 || 1;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const hex = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[int(16)]).join('');
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
  let clock = Date.parse('2026-03-01T22:00:00.000Z');
  const now = () => new Date((clock += int(40 * 60_000))).toISOString();

  const users = Array.from({ length: 6 }, uuid);
  const agents = Array.from({ length: 3 }, uuid);
  const cities = ['Berlin', 'Paris', "Côte d'Ivoire\tCity", 'Osaka', 'Lima', 'Back\\slash'];
  const countries = ['Germany', 'France', ' United States ', 'Japan', 'Peru', 'Nigeria'];
  const crises = Array.from({ length: 3 }, uuid);

  const log: StoredEvent[] = [];
  const versions = new Map<string, number>();
  let txid = 1000;
  const emit = (streamId: string, type: string, data: Record<string, unknown>, actor: { kind: ActorKind; id: string }) => {
    const version = (versions.get(streamId) ?? 0) + 1;
    versions.set(streamId, version);
    if (random() < 0.7) txid++; // sometimes several events share a transaction
    const createdAt = now();
    const id = uuid();
    log.push({
      streamId, version, eventId: id, type, schemaVersion: 1, data,
      metadata: { commandId: id, correlationId: id, causationId: id, actor, occurredAt: createdAt },
      createdAt, position: { txid: String(txid), position: String(log.length + 1) },
    });
  };
  const anyActor = (): { kind: ActorKind; id: string } =>
    pick<{ kind: ActorKind; id: string }>([
      { kind: 'user', id: pick(users) }, { kind: 'agent', id: pick(agents) }, { kind: 'admin', id: pick(agents).toUpperCase() },
      { kind: 'carrier', id: 'sandbox-dhl' }, { kind: 'system', id: 'dispatcher' }, { kind: 'user', id: 'not-a-uuid' },
    ]);
  const address = (name: string) => ({ name, address: `${int(900)} Harbour Road`, city: pick(cities), country: pick(countries), postalCode: String(10000 + int(89999)) });
  const option = () => ({
    carrierId: pick(['dhl', 'ups', 'maersk']), carrierName: pick(['DHL', 'UPS', 'Maersk']), serviceId: 'std', serviceName: pick(['Standard', 'Express']),
    serviceLevel: 'standard', price: { amountMinor: 500 + int(90000), currency: 'EUR' }, transitDays: 1 + int(9), reliability: 0.9,
  });

  const rate = () => {
    const o = option();
    const fuel = int(400);
    return {
      ...o, id: `rate_${hex(32)}`, currency: 'EUR', transitDays: o.transitDays, estimatedDelivery: now(), expiresAt: now(),
      lines: [{ kind: 'base', code: 'BASE', label: 'Base "rate"', amountMinor: o.price.amountMinor - fuel }, { kind: 'fuel', code: 'FUEL', label: 'Fuel\tsurcharge', amountMinor: fuel }],
    };
  };

  const shipments: { id: string; tracking: string; owner: string; stream: string; done: boolean }[] = [];
  const inquiries: { id: string; stream: string; status: string }[] = [];
  const activeCrises = new Set<string>();
  const webhooks: { id: string; stream: string; owner: string }[] = [];
  // Address books (issue 28, item 5) come from a generator of their own, on top of `size`: the other streams' events
  // stay exactly what the shared generator made of them before address books existed.
  let bookSeed = (seed ^ 0x5bd1e995) >>> 0 || 1;
  const bookRandom = () => {
    bookSeed ^= bookSeed << 13;
    bookSeed ^= bookSeed >>> 17;
    bookSeed ^= bookSeed << 5;
    return (bookSeed >>> 0) / 2 ** 32;
  };
  const bookInt = (n: number) => Math.floor(bookRandom() * n);
  const bookPick = <T>(items: readonly T[]): T => items[bookInt(items.length)]!;
  const bookUuid = () => {
    const h = (n: number) => Array.from({ length: n }, () => '0123456789abcdef'[bookInt(16)]).join('');
    return `${h(8)}-${h(4)}-4${h(3)}-b${h(3)}-${h(12)}`;
  };
  const savedEntries: { id: string; owner: string; kind: 'address' | 'preset' }[] = [];
  let bookEvents = 0;
  /** Addresses saved, changed, removed, a default sender chosen, parcel presets; ids that never existed now and then. */
  const addressBookChange = () => {
    const owner = bookPick(users);
    const stream = `address-book-${owner}`;
    const version = (versions.get(stream) ?? 0) + 1;
    versions.set(stream, version);
    const known = (kind: 'address' | 'preset') => {
      const mine = savedEntries.filter((e) => e.owner === owner && e.kind === kind);
      return mine.length && bookRandom() < 0.9 ? bookPick(mine).id : bookUuid();
    };
    const at = new Date(clock).toISOString();
    const place = { name: 'Saved', address: `${bookInt(900)} Harbour Road`, city: bookPick(cities), country: bookPick(countries), postalCode: String(10000 + bookInt(89999)) };
    const parcel = { weight: { value: 1 + bookInt(20), unit: bookPick(['kg', 'lb']) }, ...(bookRandom() < 0.5 ? { dimensions: { length: 30, width: 20.5, height: 10, unit: 'cm' } } : {}), packaging: 'box' };
    const kind = bookInt(7);
    let type: string;
    let data: Record<string, unknown>;
    if (kind === 0) {
      const id = bookUuid();
      savedEntries.push({ id, owner, kind: 'address' });
      type = 'SavedAddressAdded';
      data = { ownerId: owner, addressId: bookRandom() < 0.1 ? id.toUpperCase() : id, nickname: bookPick(['Home', 'Shop\tfloor', 'HQ "north"']), address: { ...place, countryCode: 'DE' }, addedAt: at };
    } else if (kind === 1) [type, data] = ['SavedAddressChanged', { ownerId: owner, addressId: known('address'), nickname: `Renamed ${bookInt(9)}`, address: { ...place, countryCode: 'FR' }, changedAt: at }];
    else if (kind === 2) [type, data] = ['SavedAddressRemoved', { ownerId: owner, addressId: known('address'), removedAt: at }];
    else if (kind === 3) [type, data] = ['DefaultSenderChosen', { ownerId: owner, addressId: bookRandom() < 0.2 ? null : known('address'), chosenAt: at }];
    else if (kind === 4) {
      const id = bookUuid();
      savedEntries.push({ id, owner, kind: 'preset' });
      [type, data] = ['ParcelPresetAdded', { ownerId: owner, presetId: id, name: bookPick(['Small box', 'Tube\t1m']), parcel, addedAt: at }];
    } else if (kind === 5) [type, data] = ['ParcelPresetChanged', { ownerId: owner, presetId: known('preset'), name: `Preset ${bookInt(9)}`, parcel, changedAt: at }];
    else [type, data] = ['ParcelPresetRemoved', { ownerId: owner, presetId: known('preset'), removedAt: at }];
    const id = bookUuid();
    log.push({
      streamId: stream, version, eventId: id, type, schemaVersion: 1, data,
      metadata: { commandId: id, correlationId: id, causationId: id, actor: { kind: 'user', id: owner }, occurredAt: at },
      createdAt: at, position: { txid: String(txid), position: String(log.length + 1) },
    });
    bookEvents++;
  };
  // Carrier pickups (issue 28, item 3): a generator of their own too, on top of `size` (pickups.random-history.ts).
  const pickupsGen = pickupGenerator(seed, { users, cities, shipments, versions, at: () => new Date(clock).toISOString(), push: (e) => log.push({ ...e, position: { txid: String(txid), position: String(log.length + 1) } }) });
  let tracking = 0;
  let tickets = 0;

  while (log.length - bookEvents - pickupsGen.events() < size) {
    if (bookRandom() < 0.04) addressBookChange();
    pickupsGen.maybe();
    const roll = random();
    const open = shipments.filter((s) => !s.done);
    if (roll < 0.2 || open.length === 0) {
      const id = uuid();
      const s = { id, tracking: `2PG-2026-${String(++tracking).padStart(6, '0')}`, owner: pick(users), stream: `shipment-${id}`, done: false };
      shipments.push(s);
      const at = now();
      // returns (issue 28 item 2): now and then the new shipment returns an earlier one, linked on both streams
      const original = shipments.length > 1 && random() < 0.12 ? pick(shipments.slice(0, -1)) : null;
      const returnOf = original ? { shipmentId: original.id, trackingNumber: original.tracking, reason: pick(['damaged', 'other']), note: 'Too\tbig', channel: pick(['shipper', 'portal']) } : null;
      emit(s.stream, 'ShipmentCreated', {
        shipmentId: id, trackingNumber: s.tracking, ownerId: s.owner, fromAddress: address(`Sender ${tracking}`), toAddress: address(`Recipient "${tracking}"`),
        itemDetails: { description: 'Books\nand maps', weight: 0.5 + int(40) / 4, value: int(100000) / 100, dimensions: { length: 30, width: 20.5, height: 10 } },
        estimatedDelivery: at, createdAt: at, ...(random() < 0.3 ? { rateSelection: 'manual' } : {}), ...(returnOf ? { returnOf } : {}),
      }, { kind: 'user', id: s.owner });
      if (original && returnOf) {
        const { reason, note, channel } = returnOf;
        emit(original.stream, 'ReturnRequested', { shipmentId: original.id, trackingNumber: original.tracking, ownerId: original.owner, returnShipmentId: id, returnTrackingNumber: s.tracking, reason, note, channel, requestedAt: at }, { kind: 'user', id: original.owner });
      }
    } else if (roll < 0.5) {
      const s = pick(open);
      const status = pick(['in_transit', 'customs', 'delivered'] as const);
      emit(s.stream, 'TrackingEventRecorded', {
        shipmentId: s.id, trackingNumber: s.tracking, eventType: status === 'in_transit' ? pick(['pickup', 'transit']) : status,
        description: `Scan\t${int(100)}`, location: pick(cities), timestamp: now(), status,
      }, pick([{ kind: 'carrier' as const, id: 'sandbox-dhl' }, { kind: 'agent' as const, id: pick(agents) }]));
      if (status === 'delivered') s.done = true;
    } else if (roll < 0.55) {
      const s = pick(open);
      s.done = true;
      emit(s.stream, 'ShipmentCancelled', { shipmentId: s.id, trackingNumber: s.tracking, reason: 'Customer request', cancelledAt: now() }, { kind: 'user', id: s.owner });
    } else if (roll < 0.6) {
      // rate shopping and purchase (issue 24): rates recorded, one bought, a label voided and refunded
      const s = pick(shipments);
      const kind = int(4);
      const actor = { kind: 'user' as const, id: s.owner };
      const base = { shipmentId: s.id, trackingNumber: s.tracking };
      if (kind === 0) emit(s.stream, 'ShipmentRated', { ...base, rates: [rate(), rate()], quotedAt: now(), expiresAt: now(), source: { rule: 'quoting/quote-shipment', rateDate: '2026-03-02' } }, actor);
      else if (kind === 1) {
        const r = rate();
        emit(s.stream, 'RatePurchased', { ...base, ownerId: s.owner, rateId: r.id, rate: r, purchasedBy: s.owner, purchasedAt: now() }, actor);
      } else if (kind === 2) emit(s.stream, 'LabelVoided', { ...base, carrierId: 'dhl', reference: hex(10), rateId: random() < 0.5 ? `rate_${hex(32)}` : null, reason: 'Wrong\tparcel', voidedAt: now() }, actor);
      else emit(s.stream, 'RefundIssued', { ...base, refundId: `ref_${hex(12)}`, rateId: random() < 0.5 ? `rate_${hex(32)}` : null, amountMinor: 500 + int(9000), currency: 'EUR', issuedAt: now() }, actor);
    } else if (roll < 0.62) {
      const s = pick(shipments);
      const o = option();
      emit(s.stream, 'CarrierBooked', {
        shipmentId: s.id, trackingNumber: s.tracking, carrierId: o.carrierId, carrierName: pick([o.carrierName, ` ${o.carrierName} `, '']), serviceId: o.serviceId,
        serviceName: o.serviceName, serviceLevel: o.serviceLevel, reference: hex(10), sandbox: random() < 0.5, price: o.price, route: [pick(cities), pick(cities)],
        label: { sortCode: 'A1', routingCode: 'R2' }, estimatedDelivery: now(), bookedAt: now(),
      }, { kind: 'carrier', id: 'sandbox-dhl' });
    } else if (roll < 0.65) {
      const s = pick(shipments);
      emit(s.stream, 'CarrierBookingFailed', { shipmentId: s.id, trackingNumber: s.tracking, carrierId: null, reason: 'No carrier serves this lane', sandbox: true, failedAt: now() }, { kind: 'carrier', id: 'sandbox-dhl' });
    } else if (roll < 0.67) {
      // about a shipment that never existed
      const id = uuid();
      emit(`shipment-${id}`, pick(['TrackingEventRecorded', 'CarrierBooked', 'ShipmentCancelled', 'LabelVoided']), {
        shipmentId: id, trackingNumber: `2PG-2026-9${hex(5)}`, eventType: 'transit', description: 'ghost', location: 'Nowhere', timestamp: now(), status: 'in_transit',
        carrierName: 'Ghost', reason: 'ghost', cancelledAt: now(), route: [], bookedAt: now(), sandbox: false,
      }, anyActor());
    } else if (roll < 0.74) {
      const id = uuid();
      const customer = random() < 0.5;
      const inquiry = { id, stream: `inquiry-${id}`, status: 'open' };
      inquiries.push(inquiry);
      emit(inquiry.stream, 'InquiryOpened', {
        inquiryId: id, ticketNumber: `TKT-${String(++tickets).padStart(6, '0')}`, email: `person${int(20)}@example.com`, firstName: 'Ada', lastName: "O'Brien",
        phone: '+49 30 1234', subject: `Where is my parcel ${tickets}?`, description: 'It is late.\nPlease help.', category: pick(['general', 'shipping', 'billing']),
        priority: pick(['low', 'medium', 'high', 'urgent']), shipmentId: random() < 0.5 && shipments.length ? pick(shipments).id : null,
        openedBy: customer ? { kind: 'customer', id: pick(users) } : { kind: 'agent', id: pick(agents) }, openedAt: now(),
      }, customer ? { kind: 'user', id: pick(users) } : { kind: 'agent', id: pick(agents) });
    } else if (roll < 0.84 && inquiries.length) {
      const q = random() < 0.05 ? { id: uuid(), stream: `inquiry-ghost-${int(5)}`, status: 'open' } : pick(inquiries);
      const kind = int(6);
      if (kind === 0) emit(q.stream, 'AgentResponded', { inquiryId: q.id, messageId: uuid(), agentId: pick(agents), agentName: 'Agent Smith', message: `Looking into it ${int(99)}`, respondedAt: now() }, { kind: 'agent', id: pick(agents) });
      else if (kind === 1) emit(q.stream, 'CustomerReplied', { inquiryId: q.id, messageId: uuid(), customerId: pick(users), message: 'Thanks!', repliedAt: now() }, { kind: 'user', id: pick(users) });
      else if (kind === 2) {
        const to = pick(['in_progress', 'waiting_customer', 'open']);
        emit(q.stream, 'InquiryStatusChanged', { inquiryId: q.id, from: q.status, to, changedAt: now(), changedBy: pick(agents) }, { kind: 'agent', id: pick(agents) });
        q.status = to;
      } else if (kind === 3) {
        emit(q.stream, 'InquiryResolved', { inquiryId: q.id, agentId: pick(agents), resolutionNotes: 'Found it', resolvedAt: now() }, { kind: 'agent', id: pick(agents) });
        q.status = 'resolved';
      } else if (kind === 4) emit(q.stream, 'InquiryClosed', { inquiryId: q.id, closedBy: pick(agents), reason: '', closedAt: now() }, { kind: 'agent', id: pick(agents) });
      else emit(q.stream, 'InquiryRated', { inquiryId: q.id, rating: 1 + int(5), comment: '', ratedAt: now() }, { kind: 'user', id: pick(users) });
    } else if (roll < 0.87) {
      emit(`early-access-${int(30)}`, 'EarlyAccessRequested', {
        requestId: uuid(), email: `lead${int(15)}@example.com`, company: pick(['Acme', 'Globex', 'Initech']), message: pick(['', 'Call me', 'Tab\there']), requestedAt: now(),
      }, { kind: 'system', id: 'web' });
    } else if (roll < 0.9) {
      const crisisId = pick(crises);
      if (activeCrises.has(crisisId) && random() < 0.6) {
        activeCrises.delete(crisisId);
        emit(`crisis-${crisisId}`, 'CrisisResolved', { crisisId, crisisType: 'carrier_outage', carrierId: 'dhl', reason: 'Back', resolvedAt: now(), resolvedBy: pick(agents) }, { kind: 'admin', id: pick(agents) });
      } else {
        activeCrises.add(crisisId);
        emit(`crisis-${crisisId}`, 'CrisisActivated', {
          crisisId, crisisType: pick(['carrier_outage', 'weather']), severity: pick(['low', 'high', 'critical']), carrierId: pick(['dhl', null]), trigger: pick(['manual', 'monitor']),
          reason: `Outage ${int(9)}`, capacityPerMinute: null, activatedAt: now(), activatedBy: pick(agents),
        }, { kind: 'admin', id: pick(agents) });
      }
    } else if (roll < 0.95 || !shipments.length) {
      // webhook endpoints: registered, changed, rotated, disabled, deleted; now and then one that never existed
      const types = () => [pick(['shipment.created', 'shipment.delivered']), 'inquiry.updated'];
      const branch = random();
      if (branch < 0.2) {
        // provider accounts (issue 27, item 6): connected (again after a removal), changed, credentials replaced, removed
        const key = `${pick(['easypost', 'dhl-direct'])}.${pick(['acme', 'b-2'])}`;
        const stream = `provider-account-${key}`;
        const actor = { kind: 'admin' as const, id: pick(agents) };
        const kind = int(4);
        const [providerId, accountId] = key.split('.') as [string, string];
        const credentials = providerId === 'easypost' ? { apiKey: `EZTK${hex(8)}` } : { username: 'u', password: hex(8), accountNumber: String(int(999)) };
        if (kind === 0)
          emit(stream, 'ProviderAccountConnected', {
            key, providerId, accountId, label: pick(['Acme', 'Ops\tline']), mode: pick(['test', 'live']), baseUrl: pick([null, 'http://127.0.0.1:9']),
            connectionId: uuid(), credentials, connectedBy: actor.id, connectedAt: now(),
          }, actor);
        else if (kind === 1) emit(stream, 'ProviderAccountChanged', { key, label: 'Changed', mode: 'test', baseUrl: null, enabled: random() < 0.5, changedBy: actor.id, changedAt: now() }, actor);
        else if (kind === 2) emit(stream, 'ProviderAccountCredentialsReplaced', { key, connectionId: uuid(), credentials, replacedBy: actor.id, replacedAt: now() }, actor);
        else emit(stream, 'ProviderAccountRemoved', { key, connectionId: uuid(), removedBy: actor.id, removedAt: now() }, actor);
      } else if (branch < 0.4) {
        // end-of-day manifests (issue 28 item 6): a shipment marked on its stream, then the manifest listing it; now and then a ghost
        const s = pick(shipments);
        const manifestId = random() < 0.1 ? 'not-a-uuid' : uuid();
        const day = now().slice(0, 10);
        const line = { shipmentId: s.id, trackingNumber: s.tracking, reference: `REF${hex(6)}`, toCity: pick(cities), toCountry: pick(['DE', 'FR', 'JP']), parcelCount: 1 + int(3), weightGrams: int(30000) };
        emit(s.stream, 'ShipmentManifested', { shipmentId: s.id, trackingNumber: s.tracking, manifestId, carrierId: 'ups', shipDate: day, manifestedAt: now() }, { kind: 'user', id: s.owner });
        emit(`manifest-${manifestId}`, 'ManifestCreated', { manifestId, ownerId: s.owner, carrierId: 'ups', carrierName: 'UPS', shipDate: day, shipments: [line], createdAt: now() }, { kind: 'user', id: s.owner });
      } else if (!webhooks.length || random() < 0.25) {
        const id = uuid();
        const owner = pick(users);
        webhooks.push({ id, stream: `webhook-endpoint-${id}`, owner });
        emit(`webhook-endpoint-${id}`, 'WebhookEndpointRegistered', {
          endpointId: random() < 0.1 ? id.toUpperCase() : id, ownerId: owner, url: `https://hooks.example.com/${int(99)}`, description: pick(['', 'ERP\tsync']),
          eventTypes: types(), enabled: random() < 0.9, secret: `whsec_${hex(32)}`, registeredAt: now(),
        }, { kind: 'user', id: owner });
      } else {
        const w = random() < 0.05 ? { id: uuid(), stream: `webhook-endpoint-ghost-${int(5)}`, owner: pick(users) } : pick(webhooks);
        const kind = int(6);
        const actor = { kind: 'user' as const, id: w.owner };
        if (kind === 0) emit(w.stream, 'WebhookEndpointUpdated', { endpointId: w.id, url: `https://hooks.example.com/v${int(9)}`, description: 'changed', eventTypes: types(), enabled: random() < 0.7, updatedAt: now() }, actor);
        else if (kind === 1) emit(w.stream, 'WebhookSecretRotated', { endpointId: w.id, ownerId: w.owner, secret: `whsec_${hex(32)}`, previousValidUntil: now(), rotatedAt: now() }, actor);
        else if (kind === 2) emit(w.stream, 'WebhookEndpointDisabled', { endpointId: w.id, ownerId: w.owner, url: 'https://hooks.example.com/', reason: 'Deliveries failed for 72 hours', disabledAt: now() }, { kind: 'system', id: 'webhooks' });
        else if (kind === 3) emit(w.stream, 'WebhookEndpointDeleted', { endpointId: w.id, deletedAt: now() }, actor);
        else if (kind === 4) emit(w.stream, 'WebhookTestRequested', { endpointId: w.id, requestedAt: now() }, actor);
        else emit(w.stream, 'WebhookReplayRequested', { endpointId: w.id, fromPosition: String(int(500)), fromDate: null, requestedAt: now() }, actor);
      }
    } else {
      const s = pick(shipments);
      const stream = `dispatch-${s.id}`;
      const crisisId = random() < 0.5 ? pick(crises) : null;
      const kind = int(8);
      const actor = { kind: 'system' as const, id: 'dispatcher' };
      if (kind === 0) emit(stream, 'CarrierSelected', { shipmentId: s.id, trackingNumber: s.tracking, ownerId: s.owner, choice: option(), preference: 'balanced', reason: 'Cheapest', alternatives: [], human: random() < 0.2, decidedAt: now() }, actor);
      else if (kind === 1) emit(stream, 'ShipmentRebooked', { shipmentId: s.id, trackingNumber: s.tracking, ownerId: s.owner, fromCarrierId: pick(['dhl', null]), choice: option(), reason: 'Outage', alternatives: [], crisisId, human: false, decidedAt: now() }, actor);
      else if (kind === 2) emit(stream, 'ShipmentHeld', { shipmentId: s.id, trackingNumber: s.tracking, ownerId: s.owner, code: pick(['compliance', 'surge']), reason: 'Check', rule: 'r1', crisisId, priority: int(5), heldAt: now() }, actor);
      else if (kind === 3) emit(stream, 'HoldReleased', { shipmentId: s.id, code: 'surge', reason: 'Clear', human: random() < 0.5, releasedAt: now() }, actor);
      else if (kind === 4) emit(stream, 'DecisionCancelled', { shipmentId: s.id, cancelled: 'CarrierSelected', reason: 'Undo', cancelledAt: now() }, { kind: 'admin', id: pick(agents) });
      else if (kind === 5) emit(stream, 'ShipperNotified', { notificationId: uuid(), userId: s.owner, shipmentId: s.id, trackingNumber: s.tracking, title: 'Delay', message: 'Sorry', crisisId, notifiedAt: now() }, actor);
      else if (kind === 6) emit(`preference-${s.owner}`, 'ShippingPreferenceSet', { userId: s.owner, priority: pick(['fastest', 'cheapest', 'balanced']), setAt: now() }, { kind: 'user', id: s.owner });
      else {
        emit(`override-${int(4)}`, 'HumanOverrideApplied', {
          overrideId: uuid(), action: pick(['pause_carrier', 'force_carrier']), target: pick([s.id, null]), carrier: pick(['dhl', null]), reason: 'Ops call', changed: 'carrier paused',
          by: { id: pick(agents), email: 'ops@example.com' }, appliedAt: now(),
        }, { kind: 'admin', id: pick(agents) });
      }
    }
  }
  return log;
}
