/**
 * A data amount as the shop writes it in every place that names a bundle (its name, size, the cart,
 * checkout, e-mails, top-up history): whole megabytes under 1 GB ('512MB'), gigabytes from 1 GB up
 * ('1GB', '1.5GB'), GB = MB / 1024 (SPEC section 9). One formatter, so that no page says 512MB and
 * 0.5GB for the same bundle.
 */
export function formatDataAmount(mb: number): string {
  if (mb < 1024) return `${Math.round(mb)}MB`;
  return `${Number((mb / 1024).toFixed(2))}GB`;
}
