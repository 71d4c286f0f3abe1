// The server's exact 422 messages for vacations (contract createVacation, getVacationDuration; spec §5).

export const NO_VACATION_HOURS_MESSAGE = 'You must set vacation hours';
export const NO_WORKING_HOURS_MESSAGE = 'You must set working hours';
export const NOT_VALID_MESSAGE = 'Given data are not valid';
