import { useLingui } from '@lingui/react/macro';
import { Alert, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { saveFile } from '@/lib/save-file';
import { messageText } from '@/lib/server-messages';
import { interpolate } from '@/shared/message-format';
import { AREA_MESSAGES } from '@/shared/messages/areas';
import { type AreaGeometry, checkPolygons, type MultiPolygonCoords } from '@/shared/schemas/geo';
import { areaFile, importArea } from '../lib/import-area';
import type { MapShape } from './area-map';

// Leaflet, geoman, the countries' outline and their CSS: loaded with this editor, on these routes only.
const AreaMap = lazy(() => import('./area-map'));

type Props = {
  value: AreaGeometry | null;
  onChange: (value: AreaGeometry | null) => void;
  /** The server's (or the form's) refusal of the area, already worded. */
  error?: string | undefined;
  shapes?: MapShape[];
  /** The exported file's name, without its extension. */
  name: string;
  label: string;
};

/**
 * An area's editor: the offline map with its drawing tools, import (a GeoJSON or KML file, or pasted text), export
 * as GeoJSON, and what the shared checks find while it is drawn (a crossing with its coordinates) — the same words
 * the server answers on save.
 */
export function AreaEditor({ value, onChange, error, shapes, name, label }: Props) {
  const { t, i18n } = useLingui();
  const [pasted, setPasted] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const problems = useMemo(() => (value ? checkPolygons(value).problems : []), [value]);
  const word = (code: keyof typeof AREA_MESSAGES, params: Record<string, string | number> = {}) =>
    messageText(i18n, { code, params, message: interpolate(AREA_MESSAGES[code].text, params) });

  const take = (text: string) => {
    const area = importArea(text);
    if (!area) {
      setImportError(word('geo.import_unreadable'));
      return;
    }
    setImportError(null);
    onChange({ type: 'MultiPolygon', coordinates: area });
  };
  const readFile = (file: File | null) => {
    if (file) void file.text().then(take);
  };
  const mapChange = (coordinates: MultiPolygonCoords | null) =>
    onChange(coordinates ? { type: 'MultiPolygon', coordinates } : null);

  return (
    <Stack gap="xs">
      <Suspense fallback={<div style={{ height: 420 }} aria-busy="true" />}>
        <AreaMap
          value={value?.coordinates ?? null}
          onChange={mapChange}
          shapes={shapes}
          label={label}
          testId="area-map"
        />
      </Suspense>
      <Text size="xs" c="dimmed">
        {t`Draw with the polygon or rectangle tool; tap or click the first point to close the outline. Edit moves the points.`}
      </Text>
      {problems[0] && (
        <Alert color="orange" role="status" data-testid="area-problem">
          {word(problems[0].code, problems[0].params)}
        </Alert>
      )}
      {error && (
        <Text size="sm" c="red" role="alert" data-testid="area-error">
          {error}
        </Text>
      )}
      <Textarea
        label={t`Paste GeoJSON or KML`}
        autosize
        minRows={2}
        maxRows={6}
        value={pasted}
        onChange={(e) => setPasted(e.currentTarget.value)}
        error={importError}
      />
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={!pasted.trim()} onClick={() => take(pasted)}>
          {t`Use pasted text`}
        </Button>
        <FileButton
          onChange={readFile}
          accept=".geojson,.json,.kml,application/geo+json,application/json,application/vnd.google-earth.kml+xml"
        >
          {(props) => (
            <Button variant="default" size="xs" leftSection={<IconUpload size={14} aria-hidden />} {...props}>
              {t`Import file`}
            </Button>
          )}
        </FileButton>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={!value}
          onClick={() =>
            value &&
            saveFile(
              new Blob([areaFile(name, value.coordinates)], { type: 'application/geo+json' }),
              `${name || 'area'}.geojson`,
            )
          }
        >
          {t`Export GeoJSON`}
        </Button>
      </Group>
    </Stack>
  );
}
