import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Modal, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ImageCell } from '@/components/list/cells';
import { catalogueFiltersQueryOptions } from '../api/catalogues.queries';

type Props = { onClose: () => void };

/**
 * The Filters dialog (spec part 2 §2 "Filter dialog", titled Filters), read-only: one group per active
 * category (filterName) with its active sub categories as options (optionName, with optionImage when it has
 * one; an icon stands in for a missing or broken image). Built on the server from the operator's categories.
 */
export default function FiltersDialog({ onClose }: Props) {
  const { t } = useLingui();
  const filters = useQuery(catalogueFiltersQueryOptions());
  const groups = filters.data?.data ?? [];

  return (
    <Modal
      opened
      onClose={onClose}
      title={t`Filters`}
      size="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack data-testid="filters-dialog">
        {filters.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label={t`Loading`} />
          </Group>
        ) : filters.isError ? (
          <Alert color="red" title={t`Error`}>
            <Group justify="space-between">
              <Text size="sm">{t`The filters could not be loaded.`}</Text>
              <Button size="xs" variant="light" onClick={() => void filters.refetch()}>
                <Trans>Retry</Trans>
              </Button>
            </Group>
          </Alert>
        ) : groups.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t`No filters yet: add sub categories to an active category.`}
          </Text>
        ) : (
          groups.map((group) => (
            <section key={group.filterName} aria-label={group.filterName} data-testid="filter-group">
              <Title order={3} size="h5" mb="xs">
                {group.filterName}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" component="ul" p={0} m={0}>
                {group.filterOptions.map((option) => {
                  const name = option.optionName;
                  return (
                    <Group key={name} gap="sm" wrap="nowrap" component="li" style={{ listStyle: 'none' }}>
                      <ImageCell src={option.optionImage} alt={t`Image of ${name}`} size={32} />
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {name}
                      </Text>
                    </Group>
                  );
                })}
              </SimpleGrid>
            </section>
          ))
        )}
      </Stack>
    </Modal>
  );
}
