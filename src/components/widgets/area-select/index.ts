export {
  AreaSelect,
  AREA_BAD_TYPE,
  AREA_LABELS,
  AREA_LEVELS,
  AREA_TYPES,
  type AreaSelectProps,
  type AreaType,
} from './area-select';
export { AreaText } from './area-text';
export { AREA_ROOT, areaPath, areaText, loadAreaData, type AreaData, type AreaNode } from './area-data';
