import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormPage } from '@/components/form/form-frames';
import { QUEUED, useEntityForm } from '@/components/form/use-entity-form';
import { merchantFormEndpoints } from '@/shared/api/endpoints/merchants';
import { type MerchantBody, MerchantBodySchema } from '@/shared/schemas/merchant-body';
import type { MerchantDetail } from '@/shared/schemas/merchants';
import { merchantKeys } from '../api/merchants.queries';
import { paths } from '@/shared/paths';
import { defaultDialCode } from '@/shared/phone';

type Values = Required<MerchantBody>;

/** The business types the console offers (stored in English, shown in the reader's language). */
const BUSINESS_TYPES = ['Individual', 'Agency', 'Company'] as const;

/** The form's values of a merchant (edit), or a new merchant's defaults (add). */
export function valuesOf(merchant: MerchantDetail | undefined, locale: string): Values {
  return {
    name: merchant?.name ?? '',
    firstName: merchant?.firstName ?? '',
    lastName: merchant?.lastName ?? '',
    email: merchant?.email ?? '',
    countryCode: merchant ? (merchant.countryCode ?? '') : defaultDialCode(locale),
    phoneNumber: merchant?.phoneNumber ?? '',
    address: merchant?.address ?? '',
    businessType: merchant?.businessType ?? '',
    workingHours: merchant?.workingHours ?? '',
    servicable: merchant?.servicable ?? false,
    verified: merchant?.verified ?? false,
    status: merchant?.status ?? true,
  };
}

type Props = {
  /** The merchant to edit; absent to add one. */
  merchant?: MerchantDetail;
  onSaved: (id: string) => void;
  onCancelTo: 'list' | 'details';
};

/**
 * Add or edit a merchant (spec part 1 §3): name, contact (email, phone with its dial code, checked for that
 * country), address, business type, working hours, servicable, approved and active. The browser checks with
 * the server's own schema; a 422 from the server lands on the same fields.
 */
export function MerchantForm({ merchant, onSaved, onCancelTo }: Props) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const entity = useEntityForm({
    endpoint: merchant ? merchantFormEndpoints.merchantUpdate : merchantFormEndpoints.merchantCreate,
    params: merchant ? { id: merchant.id } : undefined,
    schema: MerchantBodySchema,
    initialValues: valuesOf(merchant, i18n.locale),
    invalidate: [merchantKeys.lists()],
    saved: ({ name }) => (merchant ? t`Merchant ${name} saved.` : t`Merchant ${name} added.`),
    failed: t`The merchant was not saved.`,
    onSaved: (saved) => {
      if (saved === QUEUED) return;
      queryClient.setQueryData(merchantKeys.detail(saved.id), saved);
      onSaved(saved.id);
    },
  });
  const { form } = entity;
  const businessTypes = [
    { value: 'Individual', label: t`Individual` },
    { value: 'Agency', label: t`Agency` },
    { value: 'Company', label: t`Company` },
  ];
  const current = form.getValues().businessType;
  // A stored type the console does not offer stays choosable as written.
  if (current && !(BUSINESS_TYPES as readonly string[]).includes(current))
    businessTypes.push({ value: current, label: current });

  return (
    <FormPage
      entity={entity}
      title={merchant ? <Trans>Edit merchant</Trans> : <Trans>Add merchant</Trans>}
      submitLabel={merchant ? <Trans>Save</Trans> : <Trans>Add merchant</Trans>}
      testId="merchant-form"
      cancel={
        onCancelTo === 'details' && merchant ? (
          <Button variant="default" renderRoot={(props) => <Link {...paths.merchant(merchant.id)} {...props} />}>
            <Trans>Cancel</Trans>
          </Button>
        ) : (
          <Button variant="default" renderRoot={(props) => <Link {...props} {...paths.merchants()} />}>
            <Trans>Cancel</Trans>
          </Button>
        )
      }
    >
      <TextInput label={t`Business name`} withAsterisk maxLength={200} {...form.getInputProps('name')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t`First name`} maxLength={100} {...form.getInputProps('firstName')} />
        <TextInput label={t`Last name`} maxLength={100} {...form.getInputProps('lastName')} />
        <TextInput label={t`Email`} type="email" maxLength={254} {...form.getInputProps('email')} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput label={t`Dial code`} w={96} maxLength={5} inputMode="tel" {...form.getInputProps('countryCode')} />
          <TextInput
            label={t`Phone number`}
            style={{ flex: 1 }}
            type="tel"
            maxLength={20}
            {...form.getInputProps('phoneNumber')}
          />
        </Group>
        <Select
          label={t`Business type`}
          data={businessTypes}
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('businessType')}
          value={current || null}
          onChange={(value) => form.setFieldValue('businessType', value ?? '')}
        />
        <TextInput
          label={t`Working hours`}
          placeholder={t`e.g. Mon-Sat 09:00-18:00`}
          maxLength={100}
          {...form.getInputProps('workingHours')}
        />
      </SimpleGrid>
      <Textarea label={t`Address`} autosize minRows={2} maxLength={500} {...form.getInputProps('address')} />
      <Group gap="xl">
        <Switch label={t`Servicable`} {...form.getInputProps('servicable', { type: 'checkbox' })} />
        <Switch label={t`Approved`} {...form.getInputProps('verified', { type: 'checkbox' })} />
        <Switch label={t`Active`} {...form.getInputProps('status', { type: 'checkbox' })} />
      </Group>
    </FormPage>
  );
}
