import { Trans } from '@lingui/react/macro';
import { DetailNotFound } from '@/components/detail/detail-page';
import { paths } from '@/shared/paths';

/** The not-found state of the details and edit pages: an unknown id, another operator's, or one just deleted. */
export const merchantNotFound = {
  testId: 'merchant-not-found',
  title: <Trans>Merchant not found</Trans>,
  text: <Trans>This merchant does not exist or was removed.</Trans>,
  back: { label: <Trans>Back to merchants</Trans>, link: paths.merchants() },
};

export function MerchantNotFound() {
  return <DetailNotFound {...merchantNotFound} />;
}
