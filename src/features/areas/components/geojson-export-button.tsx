import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { saveFile } from '@/lib/save-file';
import { areaEndpoints } from '@/shared/api/endpoints/areas';

type Props = {
  which: 'citiesGeojson' | 'geofencesGeojson';
  fileName: string;
  /** The list's filters (search, status, kind) as the URL holds them. */
  filters: Record<string, unknown>;
};

/** "Export GeoJSON": every area matching the list's filters as a FeatureCollection file a map tool opens. */
export function GeojsonExportButton({ which, fileName, filters }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const query = Object.fromEntries(
        Object.entries(filters).filter(
          ([k, v]) => ['search', 'status', 'kind'].includes(k) && v !== undefined && v !== '',
        ),
      );
      const data = await api(areaEndpoints[which], { query });
      saveFile(new Blob([JSON.stringify(data)], { type: 'application/geo+json' }), fileName);
    } catch {
      notify({ color: 'red', message: t`The GeoJSON file could not be made.` });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      {t`Export GeoJSON`}
    </Button>
  );
}
