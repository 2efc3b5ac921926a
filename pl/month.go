package pl

// MonthGenitive is the genitive of month m (1–12), as a date in words
// writes it („5 lipca 2002 r.”); "" for any other m.
func MonthGenitive(m int) string {
	if m < 1 || m > len(monthForms) {
		return ""
	}
	return monthForms[m-1][0]
}
