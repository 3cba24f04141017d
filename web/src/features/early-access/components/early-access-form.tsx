import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@waypost/contracts';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useRequestEarlyAccess, type EarlyAccessRequest } from '../api/request-early-access';

const EMPTY: EarlyAccessRequest = { email: '', company: '', message: '' };

/** Email and company are required, the message is optional (spec section 5). */
export function EarlyAccessForm() {
  const [form, setForm] = useState<EarlyAccessRequest>(EMPTY);
  const [thanked, setThanked] = useState<string | null>(null);
  const request = useRequestEarlyAccess({
    // The same thanks for every address (the answer never says whether it was on the list already).
    onSuccess: () => {
      setForm(EMPTY);
      setThanked(MESSAGES.earlyAccessThanks.description);
      toast({ ...MESSAGES.earlyAccessThanks, key: 'early-access' });
    },
    onError: () => toast({ key: 'early-access', ...MESSAGES.earlyAccessFailed, variant: 'destructive' }),
  });

  const set = (field: keyof EarlyAccessRequest) => (event: { target: { value: string } }) => {
    setThanked(null);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    request.mutate({ email: form.email.trim(), company: form.company.trim(), message: form.message.trim() });
  };

  return (
    <form className="stack" onSubmit={submit} aria-labelledby="early-access-title">
      <InputField label="Work email" type="email" name="email" autoComplete="email" required value={form.email} onChange={set('email')} />
      <InputField label="Company" name="company" autoComplete="organization" required value={form.company} onChange={set('company')} />
      <TextareaField label="Message (optional)" name="message" rows={3} value={form.message} onChange={set('message')} />
      <Button type="submit" size="lg" disabled={request.isPending} aria-busy={request.isPending}>
        {request.isPending ? 'Submitting…' : 'Request Early Access'}
      </Button>
      {thanked ? (
        <p className="form-success" role="status">
          {thanked}
        </p>
      ) : null}
    </form>
  );
}
