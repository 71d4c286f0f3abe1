import { createBrand, deleteBrand, getBrand, listBrands, updateBrand, type Brand, type BrandInput } from '../../api/brands.ts';
import { namedRecordLogic } from '../generic/namedRecord.logic.ts';
import { pickerOptions } from './pickerOptions.ts';

// Profile brands bound to the API: the calls of their named-record screens (profileBrandRecords.ts) and the profile
// form's brand picker.

export const profileBrandRecords = namedRecordLogic<Brand, BrandInput>({ list: listBrands, get: getBrand, create: createBrand, update: updateBrand, remove: deleteBrand });

/** Brands to pick: one page per typed text. */
export const brandOptions = pickerOptions(listBrands, (brand) => ({ value: String(brand.id), label: brand.name }));
