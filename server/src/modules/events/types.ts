// Event / vacation type labels (spec §3): `type_description` on the wire is derived from `type`.

export const EVENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  smart_working: 'Smart Working',
  not_paid_time_off: 'Permesso non retribuito',
  paid_time_off: 'Permesso retribuito',
  vacations_and_permissions: 'Ferie e permessi',
  wedding: 'Matrimonio',
  marriage_license: 'Licenza Matrimoniale',
  funeral: 'Funerale',
  medical_exam: 'Visite Mediche',
  military_service: 'Servizio militare',
  leave_of_absence: 'Periodo di aspettativa',
  others: 'Altro',
  pregnancy: 'Maternità',
  illness: 'Malattia',
  mission: 'Missione',
  permission: 'Permesso monte ore',
  relocation: 'Trasloco',
  vacation: 'Ferie',
  ex_holiday: 'Ex-festività',
  other: 'Altro',
};

export const typeDescription = (type: string | null): string | null => (type === null ? null : (EVENT_TYPE_LABELS[type] ?? null));
