import { ModelBudget } from './model-budget';

describe('model budget', () => {
  it('allows `limit` calls per window and per client, then refuses until the window ends', () => {
    const budget = new ModelBudget({ limit: 2, windowMs: 1000 });
    expect([budget.take('a', 0), budget.take('a', 10), budget.take('a', 20)]).toEqual([true, true, false]);
    expect(budget.take('b', 20)).toBe(true);
    expect(budget.take('a', 1000)).toBe(true);
  });

  it('forgets the oldest clients beyond maxClients', () => {
    const budget = new ModelBudget({ limit: 1, windowMs: 1000, maxClients: 2 });
    budget.take('a', 0);
    budget.take('b', 0);
    budget.take('c', 0);
    expect(budget.take('a', 1)).toBe(true); // 'a' was forgotten
    expect(budget.take('c', 1)).toBe(false);
  });
});
