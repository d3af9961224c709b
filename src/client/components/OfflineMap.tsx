import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_LOCATED_ZOOM } from '../../domain/constants';

export interface MapPosition {
  lat: number;
  lng: number;
}

// Web-Mercator width of the whole world is 256 * 2^zoom pixels; the frame below is 320 wide.
const FRAME_WIDTH = 320;
const FRAME_HEIGHT = 200;

function project(lat: number, lng: number, zoom: number) {
  const scale = 256 * 2 ** zoom;
  const x = ((lng + 180) / 360) * scale;
  const s = Math.sin((lat * Math.PI) / 180);
  const y = (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * scale;
  return { x, y };
}

/** Kilometres across the frame at a latitude and zoom (for the honest scale label). */
function kilometresAcross(lat: number, zoom: number): number {
  const metresPerPixel = (156543.03392 * Math.cos((lat * Math.PI) / 180)) / 2 ** zoom;
  return (metresPerPixel * FRAME_WIDTH) / 1000;
}

/**
 * The sandbox map (SPEC §9 defaults): no tiles and no network. A Web-Mercator frame of the
 * requested zoom centred on the location (or on the default centre near Madison, WI), with a
 * graticule, a pin at the location and a label saying what the frame covers.
 */
export function OfflineMap({ position }: { position: MapPosition | null }) {
  const zoom = position ? MAP_LOCATED_ZOOM : MAP_DEFAULT_ZOOM;
  const center = position ?? MAP_DEFAULT_CENTER;
  const c = project(center.lat, center.lng, zoom);
  const toFrame = (lat: number, lng: number) => {
    const p = project(lat, lng, zoom);
    return { x: p.x - c.x + FRAME_WIDTH / 2, y: p.y - c.y + FRAME_HEIGHT / 2 };
  };
  const km = kilometresAcross(center.lat, zoom);
  // Graticule every 10° at the overview zoom, every 0.01° when located.
  const step = position ? 0.01 : 10;
  const lines: Array<{ key: string; x1: number; y1: number; x2: number; y2: number }> = [];
  for (let i = -12; i <= 12; i += 1) {
    const lng = Math.round(center.lng / step) * step + i * step;
    const lat = Math.round(center.lat / step) * step + i * step;
    const v = toFrame(center.lat, lng);
    const h = toFrame(lat, center.lng);
    lines.push({ key: `v${i}`, x1: v.x, y1: 0, x2: v.x, y2: FRAME_HEIGHT });
    lines.push({ key: `h${i}`, x1: 0, y1: h.y, x2: FRAME_WIDTH, y2: h.y });
  }
  const pin = position ? toFrame(position.lat, position.lng) : null;
  const label = position
    ? `Zoom ${zoom}: about ${km.toFixed(0)} km across, centred on ${center.lat.toFixed(4)}, ${center.lng.toFixed(4)}`
    : `Zoom ${zoom}: about ${Math.round(km / 100) * 100} km across (United States overview)`;
  return (
    <Box sx={{ my: 2 }}>
      <Box
        component="svg"
        role="img"
        aria-label={`Map. ${label}`}
        viewBox={`0 0 ${FRAME_WIDTH} ${FRAME_HEIGHT}`}
        sx={{ width: '100%', display: 'block', bgcolor: '#e8f0f5', borderRadius: 1 }}
      >
        {lines.map(({ key, ...l }) => (
          <line key={key} {...l} stroke="#c5d3dd" strokeWidth={0.5} />
        ))}
        {pin ? (
          <g data-testid="map-pin" transform={`translate(${pin.x} ${pin.y})`}>
            <path d="M0 0 L-6 -12 A7 7 0 1 1 6 -12 Z" fill="#d32f2f" />
            <circle cx={0} cy={-15} r={2.5} fill="#fff" />
          </g>
        ) : null}
      </Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
