import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { Toaster } from '@/components/ui/toast';
import { LiveAnnouncer } from '@/components/ui/live-announcer';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
      <LiveAnnouncer />
    </QueryClientProvider>
  );
}
