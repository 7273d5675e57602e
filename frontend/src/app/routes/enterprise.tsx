import { useBrand } from '@/features/brand';
import { EnterprisePage } from '@/features/enterprise/components/enterprise-page';

/** /enterprise: the marketing page for business customers, with the lead form (linked from the footer). */
export default function EnterpriseRoute() {
  const brand = useBrand();
  return <EnterprisePage brandName={brand.name} />;
}
