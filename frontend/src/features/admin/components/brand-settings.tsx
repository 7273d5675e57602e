import {
  Box,
  Button,
  Fieldset,
  HStack,
  Image,
  Input,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { BRAND_MESSAGES, brandUpdateSchema, type BrandUpdateRequest } from '@shared/api/brand.schema';
import type { BrandSettings as Brand } from '@shared/brand/brand';
import { FormField } from '@/components/ui/form/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { isRefusal } from '@/lib/api-client';
import { storedBrandQueryOptions, useSaveBrand, useUploadLogo } from '../api/brand';
import { BrandPreview, type BrandPreviewValues } from './brand-preview';

type BrandFormValues = BrandPreviewValues & { fullName: string; supportEmail: string };
type ColourField = 'primary' | 'secondary' | 'background';

const COLOUR_FIELDS: { name: ColourField; label: string }[] = [
  { name: 'primary', label: 'Primary Color' },
  { name: 'secondary', label: 'Secondary Color' },
  { name: 'background', label: 'Background Color' },
];

/** Raster images only: an SVG can carry script, so the server refuses it (see the logo upload). */
const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

const formValues = (brand: Brand): BrandFormValues => ({
  name: brand.name,
  fullName: brand.fullName,
  tagline: brand.tagline,
  heroText: brand.heroText,
  supportEmail: brand.supportEmail,
  logoUrl: brand.logoUrl,
  primary: brand.colors.primary,
  secondary: brand.colors.secondary,
  background: brand.colors.background,
});

/** The PUT body: every field, so what is saved is exactly what the form shows. */
const toRequest = (values: BrandFormValues): BrandUpdateRequest => ({
  name: values.name,
  fullName: values.fullName,
  tagline: values.tagline,
  heroText: values.heroText,
  supportEmail: values.supportEmail.trim(),
  logoUrl: values.logoUrl,
  colors: {
    primary: values.primary.trim(),
    secondary: values.secondary.trim(),
    background: values.background.trim(),
  },
});

/** 'colors.primary' → 'primary': the server's and the schema's field paths onto the form's fields. */
const formField = (path: string) => path.replace(/^colors\./, '') as keyof BrandFormValues;

/** The server's own rules, each message on its field: nothing is sent while one field is wrong. */
const brandResolver: Resolver<BrandFormValues> = async (values) => {
  const parsed = brandUpdateSchema.safeParse(toRequest(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<BrandFormValues> = {};
  for (const issue of parsed.error.issues) {
    errors[formField(issue.path.join('.'))] ??= { type: 'validation', message: issue.message };
  }
  return { values: {}, errors };
};

function BrandForm({ brand }: { brand: Brand }) {
  const save = useSaveBrand();
  const upload = useUploadLogo();
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    clearErrors,
    reset,
    formState: { errors, isDirty },
  } = useForm<BrandFormValues>({ resolver: brandResolver, defaultValues: formValues(brand) });
  const values = useWatch({ control }) as BrandFormValues;

  const submit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(toRequest(input));
      reset(formValues(saved));
      toaster.create({
        type: 'success',
        title: 'Changes saved',
        description: 'Every visitor sees the new brand on their next page load.',
      });
    } catch (error) {
      if (isRefusal(error) && Object.keys(error.fields).length > 0) {
        for (const [path, message] of Object.entries(error.fields)) setError(formField(path), { message });
      } else {
        toaster.create({
          type: 'error',
          title: 'Failed to save changes',
          description: error instanceof Error ? error.message : undefined,
        });
      }
    }
  });

  async function chooseLogo(file: File | undefined) {
    if (!file) return;
    clearErrors('logoUrl');
    try {
      const logoUrl = await upload.mutateAsync(file);
      setValue('logoUrl', logoUrl, { shouldDirty: true });
    } catch (error) {
      setError('logoUrl', { message: isRefusal(error) ? error.message : BRAND_MESSAGES.uploadMissing });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const hex = (name: ColourField) =>
    /^#[0-9a-f]{6}$/i.test(values[name]) ? values[name] : brand.colors[name];

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
      <form noValidate aria-label="Brand settings" onSubmit={submit}>
        <Fieldset.Root disabled={save.isPending}>
          <Stack gap="4">
            <FormField
              label="Logo"
              optional
              error={errors.logoUrl?.message}
              helperText="PNG, JPEG, WebP or GIF, up to 2 MB. SVG is not accepted: save an SVG logo as PNG."
            >
              <HStack gap="3" wrap="wrap">
                {values.logoUrl && (
                  <Box borderWidth="1px" borderRadius="md" p="2" bg="bg">
                    <Image src={values.logoUrl} alt="Current logo" maxHeight="10" width="auto" />
                  </Box>
                )}
                <chakra.input
                  ref={fileInput}
                  type="file"
                  accept={LOGO_TYPES}
                  srOnly
                  aria-label="Logo file"
                  onChange={(event) => void chooseLogo(event.target.files?.[0])}
                />
                <Button
                  variant="outline"
                  loading={upload.isPending}
                  loadingText="Uploading..."
                  onClick={() => fileInput.current?.click()}
                >
                  Upload Logo
                </Button>
                {values.logoUrl && (
                  <Button variant="ghost" onClick={() => setValue('logoUrl', '', { shouldDirty: true })}>
                    Remove Logo
                  </Button>
                )}
              </HStack>
            </FormField>
            <FormField label="Short Name" required error={errors.name?.message}>
              <Input {...register('name')} />
            </FormField>
            <FormField label="Full Name" optional error={errors.fullName?.message}>
              <Input {...register('fullName')} />
            </FormField>
            <FormField label="Tagline" optional error={errors.tagline?.message}>
              <Input {...register('tagline')} />
            </FormField>
            <FormField label="Homepage Hero Text" optional error={errors.heroText?.message}>
              <Textarea rows={3} {...register('heroText')} />
            </FormField>
            <FormField
              label="Support Email"
              optional
              error={errors.supportEmail?.message}
              helperText="Shown on the support page. Leave empty for the shop's support mailbox."
            >
              <Input type="email" {...register('supportEmail')} />
            </FormField>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
              {COLOUR_FIELDS.map(({ name, label }) => (
                <FormField key={name} label={label} required error={errors[name]?.message}>
                  <HStack gap="2">
                    <chakra.input
                      type="color"
                      aria-label={`${label} picker`}
                      value={hex(name).toLowerCase()}
                      onChange={(event) =>
                        setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
                      }
                      width="10"
                      height="10"
                      flexShrink="0"
                      borderWidth="1px"
                      borderRadius="md"
                      cursor="pointer"
                    />
                    <Input {...register(name)} spellCheck={false} fontFamily="mono" />
                  </HStack>
                </FormField>
              ))}
            </SimpleGrid>
            <Text fontSize="sm" color="fg.muted">
              Saving also derives a lighter and a darker shade of the primary colour.
            </Text>
            <HStack gap="3">
              <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText="Saving...">
                Save Changes
              </Button>
              <Button variant="ghost" disabled={!isDirty} onClick={() => reset(formValues(brand))}>
                Discard
              </Button>
            </HStack>
          </Stack>
        </Fieldset.Root>
      </form>
      <Stack gap="2" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
        <Text fontWeight="semibold">Live preview</Text>
        <BrandPreview values={values} fallback={formValues(brand)} />
      </Stack>
    </SimpleGrid>
  );
}

/** Brand Settings: what the shop calls itself and how it looks, for every visitor. */
export function BrandSettings() {
  // The stored settings themselves, not the default brand a page shows while they load.
  const brand = useQuery(storedBrandQueryOptions());
  return (
    <SectionCard title="Brand Settings">
      {brand.isPending && <Spinner aria-label="Loading brand settings" />}
      {brand.isError && <InlineAlert status="error">{brand.error.message}</InlineAlert>}
      {brand.data && <BrandForm brand={brand.data} />}
    </SectionCard>
  );
}
