import { Box, Button, Flex, Heading, Image, Text } from '@chakra-ui/react';
import { PRIMARY_SHADE_STEP, readableTextOn, shadeHex } from '@shared/brand/brand';

export type BrandPreviewValues = {
  name: string;
  tagline: string;
  heroText: string;
  logoUrl: string;
  primary: string;
  secondary: string;
  background: string;
};

const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The header, the home page's hero and a primary button as the shop will show them with these
 * settings (a colour being typed shows once it is a whole hex colour).
 */
export function BrandPreview({
  values,
  fallback,
}: {
  values: BrandPreviewValues;
  fallback: BrandPreviewValues;
}) {
  const colour = (key: 'primary' | 'secondary' | 'background') =>
    HEX.test(values[key]) ? values[key] : fallback[key];
  const primary = colour('primary');
  const onPrimary = readableTextOn(primary);
  const name = values.name.trim() || fallback.name;
  return (
    <Box
      as="figure"
      aria-label="Preview"
      borderWidth="1px"
      borderRadius="lg"
      overflow="hidden"
      bg={colour('background')}
      data-testid="brand-preview"
    >
      <Flex as="header" px="4" height="12" align="center" bg="bg" borderBottomWidth="1px">
        {values.logoUrl ? (
          <Image src={values.logoUrl} alt={name} maxHeight="8" width="auto" />
        ) : (
          <Text fontWeight="bold" fontSize="lg" color={primary}>
            {name}
          </Text>
        )}
      </Flex>
      <Box
        bgGradient="to-br"
        gradientFrom={shadeHex(primary, -PRIMARY_SHADE_STEP)}
        gradientTo={colour('secondary')}
        color={onPrimary}
        textAlign="center"
        px="4"
        py="8"
      >
        <Heading as="p" size="2xl">
          {name}
        </Heading>
        {values.tagline && (
          <Text mt="1" fontWeight="semibold">
            {values.tagline}
          </Text>
        )}
        <Text mt="2" fontSize="sm">
          {values.heroText}
        </Text>
      </Box>
      <Flex p="4" justify="center">
        <Button
          bg={primary}
          color={onPrimary}
          _hover={{ bg: shadeHex(primary, -PRIMARY_SHADE_STEP) }}
          data-testid="preview-button"
          tabIndex={-1}
        >
          Start your journey and go to payment
        </Button>
      </Flex>
    </Box>
  );
}
