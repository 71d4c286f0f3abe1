import { describe, expect, expectTypeOf, it } from 'vitest';
import { camelize, camelKey, snakify, snakeKey, type Camelize, type Snakify } from '../../src/api/case.ts';

type Wire = {
  id: number;
  work_id: number | null;
  task_type?: { type_name: string };
  checklists: { checked_at: string | null; sub_items: { item_name: string }[] }[];
  tags: readonly string[];
  'menu.expanded': string;
  'sales-reports': boolean;
  errors: Record<string, string[]>;
  file: Blob;
};

type App = {
  id: number;
  workId: number | null;
  taskType?: { typeName: string };
  checklists: { checkedAt: string | null; subItems: { itemName: string }[] }[];
  tags: readonly string[];
  'menu.expanded': string;
  'sales-reports': boolean;
  errors: Record<string, string[]>;
  file: Blob;
};

describe('case conversion', () => {
  it('converts keys', () => {
    expect(camelKey('work_id')).toBe('workId');
    expect(camelKey('address_line_2')).toBe('addressLine2');
    expect(camelKey('menu.expanded')).toBe('menu.expanded');
    expect(snakeKey('taskTypeId')).toBe('task_type_id');
    expect(snakeKey('sales-reports')).toBe('sales-reports');
    expect(snakeKey('Name')).toBe('_name');
  });

  it('camelizes deeply, through nested arrays, leaving values and blobs alone', () => {
    const file = new Blob(['x']);
    const wire = {
      work_id: 1,
      checklists: [{ checked_at: null, sub_items: [{ item_name: 'a_b' }] }],
      values: [['x_y']],
      'menu.expanded': 'collapsed',
      file,
    };
    const app = camelize(wire);
    expect(app).toEqual({
      workId: 1,
      checklists: [{ checkedAt: null, subItems: [{ itemName: 'a_b' }] }],
      values: [['x_y']],
      'menu.expanded': 'collapsed',
      file,
    });
    expect(app.file).toBe(file);
  });

  it('snakifies deeply and round-trips', () => {
    const app = { taskTypeId: 3, checklists: [{ itemName: 'x', subItems: [{ checkedAt: null }] }] };
    expect(snakify(app)).toEqual({ task_type_id: 3, checklists: [{ item_name: 'x', sub_items: [{ checked_at: null }] }] });
    expect(camelize(snakify(app))).toEqual(app);
  });

  it('leaves FormData, Date and primitives untouched', () => {
    const form = new FormData();
    const date = new Date(0);
    expect(snakify(form)).toBe(form);
    expect(camelize({ at_date: date }).atDate).toBe(date);
    expect(camelize(null)).toBeNull();
    expect(camelize('snake_case')).toBe('snake_case');
  });

  it('has exact types', () => {
    expectTypeOf<Camelize<Wire>>().toEqualTypeOf<App>();
    expectTypeOf<Snakify<App>>().toEqualTypeOf<Wire>();
    expectTypeOf<Camelize<{ a_b: number }[]>>().toEqualTypeOf<{ aB: number }[]>();
    expectTypeOf<Camelize<{ a_b?: string | null } | null>>().toEqualTypeOf<{ aB?: string | null } | null>();
    expectTypeOf(camelize({ work_id: 1 })).toEqualTypeOf<{ workId: number }>();
    expectTypeOf(snakify({ workId: 1 })).toEqualTypeOf<{ work_id: number }>();
  });
});
