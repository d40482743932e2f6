import { useLingui } from '@lingui/react/macro';
import { Modal, type ModalProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BodyProps, FormBody, FormPage } from './form-body';

// A page (e.g. Profile, New booking) imports these from their own module and so loads no Modal.
export { FormBody, FormPage };

type DialogProps = Omit<BodyProps, 'entity' | 'cancel' | 'submitLabel'> & {
  title: ReactNode;
  onClose: () => void;
  size?: ModalProps['size'];
} & ({ entity: BodyProps['entity']; submitLabel: ReactNode } | { entity?: undefined; submitLabel?: undefined });

/**
 * An entity form in a dialog: Cancel closes it. Without `entity` it shows its children alone (the record
 * being loaded, or why it could not be).
 */
export function FormDialog({ title, onClose, size = 'lg', entity, submitLabel, testId, children }: DialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened onClose={onClose} title={title} size={size} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      {entity ? (
        <FormBody entity={entity} submitLabel={submitLabel} cancel={onClose} testId={testId}>
          {children}
        </FormBody>
      ) : (
        children
      )}
    </Modal>
  );
}
