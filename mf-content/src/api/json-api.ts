/** A resource as the content system's JSON:API delivers it. */
interface ResourceRef {
  type: string;
  id: string;
}

export interface JsonApiResource<Attributes = Record<string, unknown>> extends ResourceRef {
  attributes: Attributes;
  relationships?: Record<string, { data: ResourceRef | ResourceRef[] | null }>;
}

export interface JsonApiList<Attributes = Record<string, unknown>> {
  data?: JsonApiResource<Attributes>[];
  meta?: { count?: number | string };
  included?: JsonApiResource[];
}

export interface JsonApiOne<Attributes = Record<string, unknown>> {
  data?: JsonApiResource<Attributes>;
}

/** The included resources a relationship points to, in its order. */
export function related(resource: JsonApiResource, field: string, included: JsonApiResource[] = []): JsonApiResource[] {
  const data = resource.relationships?.[field]?.data;
  const refs = data ? [data].flat() : [];
  return refs.flatMap((ref) => included.filter((item) => item.id === ref.id && item.type === ref.type));
}
