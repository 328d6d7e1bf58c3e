export { AdvancedQuery, ADVANCED_QUERY_MESSAGES, type AdvancedQueryProps } from './advanced-query';
export {
  QUERY_RULES,
  MATCH_TYPES,
  queryFieldsOf,
  flattenFields,
  type QueryFieldDef,
  type QueryCondition,
  type MatchType,
  type SavedQuery,
  type SuperQueryParams,
} from './query-model';
export { SAVED_QUERY_PREFIX, savedQueryKey } from './saved-queries';
