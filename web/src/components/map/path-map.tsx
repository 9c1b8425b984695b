import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { divIcon, latLngBounds, type LatLngTuple } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { MapContainer, Marker, Polyline, Popup, TileLayer, useMap } from 'react-leaflet';
import { mapTiles } from './map-tiles';

export interface MapPoint {
  id: string;
  position: LatLngTuple;
  /** A few characters drawn in the marker ("S", "3"). */
  mark: string;
  /** What the marker is, read by assistive technology and shown on hover ("Stop 3: Robin Lee"). */
  title: string;
  /** A line under the title in the marker's popup (an address). */
  detail?: string;
  /** Start and end are drawn darker than the stops; a muted stop is on the map but not on the path. */
  tone: 'start' | 'end' | 'stop' | 'muted';
}

interface PathMapProps {
  points: readonly MapPoint[];
  /** The line drawn through the points, in order. */
  path: readonly LatLngTuple[];
  /** What the map shows, for assistive technology. */
  label: string;
}

function markerIcon(point: MapPoint, colors: Record<MapPoint['tone'], string>) {
  const size = point.tone === 'stop' || point.tone === 'muted' ? 28 : 32;
  const html = `<span style="display:grid;place-items:center;width:${size}px;height:${size}px;border-radius:50%;background:${colors[point.tone]};color:#fff;font:700 13px/1 system-ui,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${point.mark}</span>`;
  return divIcon({ html, className: '', iconSize: [size, size], iconAnchor: [size / 2, size / 2] });
}

/** Fits the view to every point once the map has its size (a dialog may still be opening). */
function FitBounds({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const fit = () => {
      map.invalidateSize();
      if (points.length === 1 && points[0]) map.setView(points[0].position, 14);
      else if (points.length > 1)
        map.fitBounds(latLngBounds(points.map((point) => point.position)), { padding: [32, 32] });
    };
    fit();
    const timer = setTimeout(fit, 300);
    return () => clearTimeout(timer);
  }, [map, points]);
  return null;
}

/**
 * Points and the path through them on an interactive map (Leaflet): numbered markers, each with a
 * popup, on the configured tiles, or on a plain background when none are configured.
 */
export function PathMap({ points, path, label }: PathMapProps) {
  const theme = useTheme();
  const colors = {
    start: theme.palette.secondary.dark,
    end: '#37474f',
    stop: theme.palette.primary.main,
    muted: '#6b6b6b',
  };
  return (
    <Box
      role="region"
      aria-label={label}
      sx={{
        height: { xs: '55vh', sm: 440 },
        minHeight: 280,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': { height: '100%', width: '100%', bgcolor: mapTiles ? undefined : '#e7eee9' },
      }}
    >
      <MapContainer center={points[0]?.position ?? [0, 0]} zoom={11} attributionControl={mapTiles !== null}>
        {mapTiles && <TileLayer url={mapTiles.url} attribution={mapTiles.attribution} />}
        <Polyline
          positions={[...path]}
          pathOptions={{ color: theme.palette.primary.main, weight: 4, opacity: 0.85 }}
        />
        {points.map((point) => (
          <Marker
            key={point.id}
            position={point.position}
            icon={markerIcon(point, colors)}
            title={point.title}
          >
            <Popup>
              <strong>{point.title}</strong>
              {point.detail && <div>{point.detail}</div>}
            </Popup>
          </Marker>
        ))}
        <FitBounds points={points} />
      </MapContainer>
    </Box>
  );
}
