import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { PageLayout } from '@/components/layouts/page-layout';
import { ComplianceSection } from '@/features/compliance/compliance-section';
import { TaxCompliancePage } from '@/features/compliance/tax-compliance-page';
import '@/styles/index.css';

const router = createBrowserRouter([
  { path: '/', element: <TaxCompliancePage /> },
  { path: '/dash', element: <PageLayout title="Compliance"><div className="container page-section"><ComplianceSection /></div></PageLayout> },
]);
createRoot(document.getElementById('root')!).render(<AppProvider><RouterProvider router={router} /></AppProvider>);
