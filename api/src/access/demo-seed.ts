import type { Role, UserType } from '@waypost/contracts';
import type { UsersRepository } from './users.repository';

// Demo accounts of the embedded default (listed in the README). Never seeded with NODE_ENV=production.
// They are created with their addresses verified (the embedded default has no real mailboxes for them).
export const DEMO_PASSWORD = 'waypost-demo';
export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; role: Role; userType: UserType | null }[] = [
  { email: 'shipper@waypost.test', firstName: 'Sam', lastName: 'Shipper', role: 'shipper', userType: 'business' },
  { email: 'private@waypost.test', firstName: 'Pia', lastName: 'Private', role: 'shipper', userType: 'private' },
  { email: 'agent@waypost.test', firstName: 'Alex', lastName: 'Agent', role: 'agent', userType: null },
  { email: 'admin@waypost.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', userType: null },
  { email: 'auditor@waypost.test', firstName: 'Aud', lastName: 'Itor', role: 'auditor', userType: null },
];

export interface DemoSeedPorts {
  users: UsersRepository;
  hash(password: string): Promise<string>;
  /** Marks an existing demo account verified (a database from before verification existed) and records it. */
  verifyExisting(userId: string, email: string): Promise<void>;
}

export async function seedDemoAccounts({ users, hash, verifyExisting }: DemoSeedPorts): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    const existing = await users.findByEmail(account.email);
    if (existing) {
      if (!existing.emailVerified) await verifyExisting(existing.id, existing.email);
      continue;
    }
    await users.create({ ...account, passwordHash: await hash(DEMO_PASSWORD), emailVerified: true });
  }
}
