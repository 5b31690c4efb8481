/**
 * The contract's zod schemas made strict, for the checks that report what the contract does not
 * declare. The generated validators (src/generated/, orval.config.ts) allow extra properties, as
 * the contract does (it never sets `additionalProperties: false`), so the site takes a reply with
 * a field more. The drift checks still name such a field ("field the contract does not declare",
 * severity `strict`, which `--allow-additions` lets pass), and the mock platform's contract test
 * holds our own mock to the contract's exact shape: both use these strict copies.
 */
import * as z from 'zod';

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are walked generically.
type Def = Record<string, any>;

const cache = new WeakMap<z.ZodType, z.ZodType>();

/** A copy of `schema` whose every object, at any depth, refuses keys it does not declare. */
export function strictSchema<T extends z.ZodType>(schema: T): T {
  const hit = cache.get(schema);
  if (hit) return hit as T;
  const def = schema._zod.def as Def;
  const strict = (s: z.ZodType) => strictSchema(s);
  // The same schema (its checks, its bounds) with some of its parts replaced.
  const copy = (parts: Def): z.ZodType => schema.clone({ ...def, ...parts } as typeof schema._zod.def);
  let out: z.ZodType;
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [key, strict(value)]));
      // An object with a schema for other keys (`additionalProperties: {...}`) keeps it.
      out = copy({ shape, catchall: def.catchall ? strict(def.catchall) : z.never() });
      break;
    }
    case 'array':
      out = copy({ element: strict(def.element) });
      break;
    case 'optional':
    case 'nullable':
    case 'nonoptional':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      out = copy({ innerType: strict(def.innerType) });
      break;
    case 'union':
      out = copy({ options: (def.options as z.ZodType[]).map(strict) });
      break;
    case 'intersection':
      out = copy({ left: strict(def.left), right: strict(def.right) });
      break;
    case 'record':
      out = copy({ valueType: strict(def.valueType) });
      break;
    case 'tuple':
      out = copy({ items: (def.items as z.ZodType[]).map(strict), rest: def.rest ? strict(def.rest) : def.rest });
      break;
    case 'pipe':
      out = copy({ in: strict(def.in), out: strict(def.out) });
      break;
    default:
      out = schema;
  }
  cache.set(schema, out);
  return out as T;
}
