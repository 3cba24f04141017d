import { useState, type FormEvent } from 'react';
import { CRM_MESSAGES, INQUIRY_CATEGORIES, INQUIRY_PRIORITIES, type CreateInquiryRequest } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { useCreateInquiry } from '../api/inquiry-mutations';

const EMPTY = { email: '', firstName: '', lastName: '', phone: '', subject: '', description: '', category: 'general', priority: 'medium' } as const;

export function NewInquiryTab() {
  const [form, setForm] = useState<Record<keyof typeof EMPTY, string>>({ ...EMPTY });
  const create = useCreateInquiry({
    onSuccess: (created) => {
      toast({ ...CRM_MESSAGES.inquiryCreated(created.ticketNumber), key: 'inquiry-creation' });
      setForm({ ...EMPTY }); // form cleared, dashboard refreshed (spec section 8)
    },
    onError: (error) => {
      toast({ key: 'inquiry-creation', title: 'Inquiry not created', description: errorReason(error), variant: 'destructive' });
    },
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form as CreateInquiryRequest);
  };
  return (
    <Card>
      <CardHeader title="New Inquiry" description="Open an inquiry for a customer; they can follow it when signed in with this email." />
      <form className="desk-form desk-form-grid" onSubmit={submit}>
        <InputField label="Email" type="email" value={form.email} onChange={set('email')} required />
        <InputField label="Phone" value={form.phone} onChange={set('phone')} />
        <InputField label="First name" value={form.firstName} onChange={set('firstName')} />
        <InputField label="Last name" value={form.lastName} onChange={set('lastName')} />
        <SelectField label="Category" options={INQUIRY_CATEGORIES} value={form.category} onChange={set('category')} />
        <SelectField label="Priority" options={INQUIRY_PRIORITIES} value={form.priority} onChange={set('priority')} />
        <InputField label="Subject" value={form.subject} onChange={set('subject')} required className="desk-span" />
        <TextareaField label="Description" value={form.description} onChange={set('description')} rows={4} required className="desk-span" />
        <div className="desk-span">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create Inquiry'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
