import { arrayAt, isObject, numberAt, objectAt, objectsAt, stringAt, type Json, type JsonObject } from './json.ts';
import { COMPONENTS_V2_FLAG } from './model.ts';

/** One problem in a request body, at a path such as `embeds.0.title`. */
export interface FormError {
  readonly path: readonly (string | number)[];
  readonly code: string;
  readonly message: string;
}

/** Discord's nested `errors` object for a 50035 "Invalid Form Body" answer. */
export function formErrorsJson(errors: readonly FormError[]): JsonObject {
  const root: Record<string, Json> = {};
  for (const error of errors) {
    let node: Record<string, Json> = root;
    for (const key of error.path.map(String)) {
      const next = node[key];
      if (isObject(next)) node = next as Record<string, Json>;
      else {
        const created: Record<string, Json> = {};
        node[key] = created;
        node = created;
      }
    }
    const list = Array.isArray(node._errors) ? (node._errors as Json[]) : [];
    node._errors = [...list, { code: error.code, message: error.message }];
  }
  return root;
}

type Path = readonly (string | number)[];

/** Collects form errors while walking a body. */
class Checker {
  readonly errors: FormError[] = [];

  maxLength(path: Path, value: string | undefined, max: number): void {
    if (value !== undefined && value.length > max) {
      this.errors.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
    }
  }

  required(path: Path, value: unknown): boolean {
    if (value === undefined || value === null || value === '') {
      this.errors.push({ path, code: 'BASE_TYPE_REQUIRED', message: 'This field is required' });
      return false;
    }
    return true;
  }

  count(path: Path, items: readonly unknown[], max: number, min = 0): void {
    if (items.length > max) {
      this.errors.push({ path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` });
    } else if (items.length < min) {
      this.errors.push({ path, code: 'BASE_TYPE_MIN_LENGTH', message: `Must be ${min} or more in length.` });
    }
  }

  fail(path: Path, code: string, message: string): void {
    this.errors.push({ path, code, message });
  }
}

/** Limits Discord enforces on embeds (https://discord.com/developers/docs/resources/message#embed-object-embed-limits). */
function checkEmbeds(c: Checker, embeds: readonly JsonObject[]): void {
  c.count(['embeds'], embeds, 10);
  let total = 0;
  embeds.forEach((embed, i) => {
    const at = (...rest: (string | number)[]): Path => ['embeds', i, ...rest];
    const title = stringAt(embed, 'title');
    const description = stringAt(embed, 'description');
    const footer = stringAt(objectAt(embed, 'footer'), 'text');
    const author = stringAt(objectAt(embed, 'author'), 'name');
    c.maxLength(at('title'), title, 256);
    c.maxLength(at('description'), description, 4096);
    c.maxLength(at('footer', 'text'), footer, 2048);
    c.maxLength(at('author', 'name'), author, 256);
    const fields = objectsAt(embed, 'fields');
    c.count(at('fields'), fields, 25);
    fields.forEach((field, j) => {
      const name = stringAt(field, 'name');
      const value = stringAt(field, 'value');
      if (c.required(at('fields', j, 'name'), name)) c.maxLength(at('fields', j, 'name'), name, 256);
      if (c.required(at('fields', j, 'value'), value)) c.maxLength(at('fields', j, 'value'), value, 1024);
      total += (name?.length ?? 0) + (value?.length ?? 0);
    });
    total += (title?.length ?? 0) + (description?.length ?? 0) + (footer?.length ?? 0) + (author?.length ?? 0);
  });
  if (total > 6000) c.fail(['embeds'], 'MESSAGE_EMBEDS_TOO_LONG', 'Embed size exceeds maximum size of 6000');
}

const BUTTON = 2;
const STRING_SELECT = 3;
const SELECT_TYPES = new Set([3, 5, 6, 7, 8]);
const LINK_STYLE = 5;
const PREMIUM_STYLE = 6;

/** Walks components (legacy action rows or components v2), checking the limits a bot most often trips on. */
function checkComponents(c: Checker, components: readonly JsonObject[], v2: boolean): void {
  const customIds = new Set<string>();
  let total = 0;

  const checkCustomId = (path: Path, component: JsonObject): void => {
    const customId = stringAt(component, 'custom_id');
    if (!c.required([...path, 'custom_id'], customId) || customId === undefined) return;
    c.maxLength([...path, 'custom_id'], customId, 100);
    if (customIds.has(customId)) {
      c.fail([...path, 'custom_id'], 'COMPONENT_CUSTOM_ID_DUPLICATED', 'Component custom id cannot be duplicated');
    }
    customIds.add(customId);
  };

  const checkInteractive = (path: Path, component: JsonObject): void => {
    const type = numberAt(component, 'type');
    if (type === BUTTON) {
      const style = numberAt(component, 'style');
      if (style === LINK_STYLE) c.required([...path, 'url'], stringAt(component, 'url'));
      else if (style !== PREMIUM_STYLE) checkCustomId(path, component);
      c.maxLength([...path, 'label'], stringAt(component, 'label'), 80);
      if (style !== PREMIUM_STYLE && stringAt(component, 'label') === undefined && !isObject(component.emoji)) {
        c.fail([...path, 'label'], 'BUTTON_COMPONENT_INVALID', 'A button must have a label or an emoji');
      }
    } else if (type !== undefined && SELECT_TYPES.has(type)) {
      checkCustomId(path, component);
      c.maxLength([...path, 'placeholder'], stringAt(component, 'placeholder'), 150);
      const max = numberAt(component, 'max_values') ?? 1;
      const min = numberAt(component, 'min_values') ?? 1;
      if (max > 25 || max < 1) c.fail([...path, 'max_values'], 'NUMBER_TYPE_MAX', 'max_values must be between 1 and 25');
      if (min > max || min < 0) c.fail([...path, 'min_values'], 'NUMBER_TYPE_MIN', 'min_values must be between 0 and max_values');
      if (type === STRING_SELECT) {
        const options = objectsAt(component, 'options');
        c.count([...path, 'options'], options, 25, 1);
        if (max > options.length && options.length > 0) {
          c.fail([...path, 'max_values'], 'SELECT_COMPONENT_MAX_VALUES_TOO_HIGH', 'max_values exceeds the number of options');
        }
        const values = new Set<string>();
        options.forEach((option, k) => {
          const label = stringAt(option, 'label');
          const value = stringAt(option, 'value');
          if (c.required([...path, 'options', k, 'label'], label)) c.maxLength([...path, 'options', k, 'label'], label, 100);
          if (c.required([...path, 'options', k, 'value'], value)) c.maxLength([...path, 'options', k, 'value'], value, 100);
          c.maxLength([...path, 'options', k, 'description'], stringAt(option, 'description'), 100);
          if (value !== undefined && values.has(value)) {
            c.fail([...path, 'options', k, 'value'], 'SELECT_COMPONENT_OPTION_VALUE_DUPLICATED', 'Option values must be unique');
          }
          if (value !== undefined) values.add(value);
        });
      }
    } else if (!v2) {
      c.fail([...path, 'type'], 'UNION_TYPE_CHOICES', `Component type ${String(type)} is not allowed in an action row`);
    }
  };

  const walk = (path: Path, component: JsonObject, depth: number): void => {
    total += 1;
    const type = numberAt(component, 'type');
    if (type === 1) {
      const children = objectsAt(component, 'components');
      c.count([...path, 'components'], children, 5, 1);
      const hasSelect = children.some((child) => SELECT_TYPES.has(numberAt(child, 'type') ?? -1));
      if (hasSelect && children.length > 1) {
        c.fail([...path, 'components'], 'COMPONENT_LAYOUT_WIDTH_EXCEEDED', 'A select menu must be alone in its action row');
      }
      children.forEach((child, i) => {
        total += 1;
        checkInteractive([...path, 'components', i], child);
      });
      return;
    }
    if (!v2 && depth === 0) {
      c.fail([...path, 'type'], 'UNION_TYPE_CHOICES', 'Top-level components must be action rows without the components v2 flag');
      return;
    }
    if (type === 10) c.maxLength([...path, 'content'], stringAt(component, 'content'), 4000);
    if (isObject(component.accessory)) {
      total += 1;
      checkInteractive([...path, 'accessory'], component.accessory);
    }
    objectsAt(component, 'components').forEach((child, i) => walk([...path, 'components', i], child, depth + 1));
    if (type === BUTTON || (type !== undefined && SELECT_TYPES.has(type))) checkInteractive(path, component);
  };

  if (!v2) c.count(['components'], components, 5);
  components.forEach((component, i) => walk(['components', i], component, 0));
  if (v2 && total > 40) c.fail(['components'], 'BASE_TYPE_MAX_LENGTH', 'Must be 40 or fewer in total.');
}

/** The fields of a message create/edit body, as far as validation cares. */
export interface MessageBodyShape {
  readonly body: JsonObject;
  /** Number of uploaded files in this request. */
  readonly fileCount: number;
  /** Flags the message will have after the request (for the components v2 rules). */
  readonly flags: number;
}

/** Checks a message body (create, edit, interaction response, follow-up) against Discord's limits. */
export function validateMessageBody({ body, fileCount, flags }: MessageBodyShape): readonly FormError[] {
  const c = new Checker();
  const v2 = (flags & COMPONENTS_V2_FLAG) !== 0;
  const content = stringAt(body, 'content');
  c.maxLength(['content'], content, 2000);
  if (v2 && ((content !== undefined && content !== '') || arrayAt(body, 'embeds').length > 0)) {
    c.fail(['content'], 'MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2', 'The content and embeds fields cannot be used with components v2');
  }
  checkEmbeds(c, objectsAt(body, 'embeds'));
  checkComponents(c, objectsAt(body, 'components'), v2);
  if (fileCount > 10) c.fail(['files'], 'BASE_TYPE_MAX_LENGTH', 'Must be 10 or fewer in length.');
  const nonce = body.nonce;
  if (typeof nonce === 'string') c.maxLength(['nonce'], nonce, 25);
  else if (nonce !== undefined && nonce !== null && !Number.isSafeInteger(nonce)) c.fail(['nonce'], 'BASE_TYPE_BAD_TYPE', 'Must be a string or an integer.');
  return c.errors;
}

/** Checks an autocomplete answer (callback type 8). */
export function validateChoices(choices: readonly JsonObject[]): readonly FormError[] {
  const c = new Checker();
  c.count(['data', 'choices'], choices, 25);
  choices.forEach((choice, i) => {
    const name = stringAt(choice, 'name');
    if (c.required(['data', 'choices', i, 'name'], name)) c.maxLength(['data', 'choices', i, 'name'], name, 100);
    const value = choice.value;
    if (typeof value === 'string') c.maxLength(['data', 'choices', i, 'value'], value, 100);
    else if (typeof value !== 'number') c.required(['data', 'choices', i, 'value'], undefined);
  });
  return c.errors;
}

/** Checks a modal (callback type 9). */
export function validateModal(data: JsonObject): readonly FormError[] {
  const c = new Checker();
  const customId = stringAt(data, 'custom_id');
  if (c.required(['data', 'custom_id'], customId)) c.maxLength(['data', 'custom_id'], customId, 100);
  const title = stringAt(data, 'title');
  if (c.required(['data', 'title'], title)) c.maxLength(['data', 'title'], title, 45);
  const components = objectsAt(data, 'components');
  c.count(['data', 'components'], components, 5, 1);
  components.forEach((row, i) => {
    const inputs = isObject(row.component) ? [row.component] : objectsAt(row, 'components');
    inputs.forEach((input, j) => {
      const path = ['data', 'components', i, 'components', j];
      c.required([...path, 'custom_id'], stringAt(input, 'custom_id'));
      c.maxLength([...path, 'label'], stringAt(input, 'label'), 45);
      c.maxLength([...path, 'value'], stringAt(input, 'value'), 4000);
      c.maxLength([...path, 'placeholder'], stringAt(input, 'placeholder'), 100);
    });
  });
  return c.errors;
}
