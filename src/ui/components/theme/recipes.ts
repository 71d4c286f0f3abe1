import { badgeRecipe } from './badgeRecipe.ts';
import { buttonRecipe } from './buttonRecipe.ts';
import { dialogRecipe } from './dialogRecipe.ts';
import { fieldRecipe } from './fieldRecipe.ts';
import { inputRecipe } from './inputRecipe.ts';

// The theme's recipe tables (consumed by panda.config.ts only).
export const recipes = { button: buttonRecipe, badge: badgeRecipe, input: inputRecipe };
export const slotRecipes = { field: fieldRecipe, dialog: dialogRecipe };
