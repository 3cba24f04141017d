import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INQUIRY_CATEGORIES, INQUIRY_PRIORITIES, type CreateInquiryRequest } from '@waypost/contracts';
import { Card, CardHeader } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, TextareaField } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { errorReason } from '@/lib/api-client';
import { useCreateInquiry } from '../api/inquiry-mutations';

const EMPTY = { email: '', firstName: '', lastName: '', phone: '', subject: '', description: '', category: 'general', priority: 'medium' } as const;

export function NewInquiryTab() {
  const { t } = useTranslation('customer-service');
  const [form, setForm] = useState<Record<keyof typeof EMPTY, string>>({ ...EMPTY });
  const create = useCreateInquiry({
    onSuccess: (created) => {
      toast({
        title: t('messages.inquiryCreated.title'),
        description: t('messages.inquiryCreated.description', { ticketNumber: created.ticketNumber }),
        key: 'inquiry-creation',
      });
      setForm({ ...EMPTY }); // form cleared, dashboard refreshed (spec section 8)
    },
    onError: (error) => {
      toast({ key: 'inquiry-creation', title: t('messages.inquiryNotCreated'), description: errorReason(error), variant: 'destructive' });
    },
  });
  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(form as CreateInquiryRequest);
  };
  return (
    <Card>
      <CardHeader title={t('newInquiry.title')} description={t('newInquiry.description')} />
      <form className="desk-form desk-form-grid" onSubmit={submit}>
        <InputField label={t('newInquiry.email')} type="email" value={form.email} onChange={set('email')} required />
        <InputField label={t('newInquiry.phone')} value={form.phone} onChange={set('phone')} />
        <InputField label={t('newInquiry.firstName')} value={form.firstName} onChange={set('firstName')} />
        <InputField label={t('newInquiry.lastName')} value={form.lastName} onChange={set('lastName')} />
        <SelectField
          label={t('newInquiry.category')}
          options={INQUIRY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          value={form.category}
          onChange={set('category')}
        />
        <SelectField
          label={t('newInquiry.priority')}
          options={INQUIRY_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          value={form.priority}
          onChange={set('priority')}
        />
        <InputField label={t('newInquiry.subject')} value={form.subject} onChange={set('subject')} required className="desk-span" />
        <TextareaField label={t('newInquiry.descriptionField')} value={form.description} onChange={set('description')} rows={4} required className="desk-span" />
        <div className="desk-span">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? t('newInquiry.creating') : t('newInquiry.create')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
