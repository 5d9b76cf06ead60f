/** The short month names of hi-IN, as CLDR writes them (month-names.ts has the English). */
export const MONTHS_SHORT_HI = ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्टू॰', 'नव॰', 'दिस॰'] as const;
