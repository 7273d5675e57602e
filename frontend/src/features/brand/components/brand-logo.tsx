import { Image, Text } from '@chakra-ui/react';
import { useBrand } from '@/lib/brand-store';

/** The brand's logo, or its name when no logo is configured. */
export function BrandLogo() {
  const brand = useBrand();
  if (brand.logoUrl) return <Image src={brand.logoUrl} alt={brand.name} maxHeight="10" width="auto" />;
  return (
    <Text as="span" fontSize="xl" fontWeight="bold" color="brand.primary">
      {brand.name}
    </Text>
  );
}
