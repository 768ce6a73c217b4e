/**
 * Loads the Cloud Marches illustrations in the app (Vite `?raw`) into the art library. Import this
 * module once before composing (the scene's preload is a good place).
 */
import { loadCloudsArt, setCloudsArt } from './library';

const files = import.meta.glob('../../../../assets/clouds/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

setCloudsArt(
  loadCloudsArt((rel) => {
    const svg = files[`../../../../assets/clouds/${rel}`];
    if (svg === undefined) throw new Error(`missing art: assets/clouds/${rel}`);
    return svg;
  }),
);
