package check

import (
	"context"
	"path/filepath"
	"testing"

	"citeguard/cite"
	"citeguard/internal/sharedtest"
)

// TestProvisionAnchors (issue 22, provision anchors): end to end against
// real articles of the Civil and Labour Codes, a quotation anchored by a
// unit of the provision named before („§ 3 tego artykułu”), by a provision
// named after it („„…” — stanowi art. 361 § 1 k.c.”) or by a sentence unit
// in any case („art. 446 § 2 zdaniem drugim k.c.”) is checked against that
// provision: ZWERYFIKOWANY when verbatim, NIEZWERYFIKOWANY (a block) for a
// material change — never left to the library search or unanchored.
func TestProvisionAnchors(t *testing.T) {
	t.Parallel()
	shared := sharedtest.Path(t, "testdata/library")
	lib := filepath.Join(t.TempDir(), "library")
	copyInto(t, lib, shared,
		"statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt",
		"statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt",
	)
	c, err := Open(context.Background(), Config{Library: []string{lib}, State: t.TempDir(), Logger: quietLog()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	for _, tc := range []struct {
		name, memo string
		want       []expect
	}{
		{"relative units", `MEMORANDUM
Data: 14 września 2015 r.

Podstawą roszczenia jest art. 446 k.c. Zgodnie z § 3 tego artykułu „Sąd może ponadto przyznać najbliższym członkom rodziny zmarłego stosowne odszkodowanie, jeżeli wskutek jego śmierci nastąpiło znaczne pogorszenie ich sytuacji życiowej”.

Odpowiedzialność ogranicza art. 361 § 1 k.c. Jak wynika z § 2 tego przepisu, „naprawienie szkody obejmuje straty, które poszkodowany poniósł, oraz korzyści, które mógłby osiągnąć, gdyby mu szkody nie wyrządzono”.

Pozwany powołuje się na art. 24 § 1 k.c., a zdanie drugie tego paragrafu stanowi: „W razie dokonanego naruszenia może on także żądać, ażeby osoba, która dopuściła się naruszenia, dopełniła czynności potrzebnych do usunięcia jego skutków”.

Stosunek pracy definiuje art. 22 k.p. W myśl § 1 powołanego artykułu „przez nawiązanie stosunku pracy pracownik zobowiązuje się do wykonywania pracy określonego rodzaju na rzecz pracodawcy”.

Art. 446 k.c. reguluje też zadośćuczynienie. W § 4 tego artykułu przewidziano, że „Sąd nie może przyznać najbliższym członkom rodziny zmarłego odpowiedniej sumy tytułem zadośćuczynienia pieniężnego za doznaną krzywdę”.

Art. 415 k.c. jest podstawą ogólną, a art. 446 k.c. przewiduje roszczenia osób bliskich. Zgodnie z jego § 2 „Osoba, względem której ciążył na zmarłym ustawowy obowiązek alimentacyjny, może żądać od zobowiązanego do naprawienia szkody renty”.

Zgodnie z § 2 art. 10 k.p. „Państwo nie określa minimalną wysokość wynagrodzenia za pracę”.
`, []expect{
			{"ustawowy obowiązek alimentacyjny", cite.Zweryfikowany, ""},
			{"minimalną wysokość wynagrodzenia", cite.Niezweryfikowany, "przeczenie"},
			{"stosowne odszkodowanie", cite.Zweryfikowany, ""},
			{"naprawienie szkody obejmuje straty", cite.Zweryfikowany, ""},
			{"dopełniła czynności potrzebnych", cite.Zweryfikowany, ""},
			{"przez nawiązanie stosunku pracy", cite.Zweryfikowany, ""},
			{"Sąd nie może przyznać", cite.Niezweryfikowany, "przeczenie"},
		}},
		{"provision after the quotation", `MEMORANDUM
Data: 14 września 2015 r.

„Zobowiązany do odszkodowania ponosi odpowiedzialność tylko za normalne następstwa działania lub zaniechania, z którego szkoda wynikła” — stanowi art. 361 § 1 k.c.

Pozwany nie wykonał umowy, a „dłużnik obowiązany jest do naprawienia szkody wynikłej z niewykonania lub nienależytego wykonania zobowiązania”, jak stanowi art. 471 k.c.

Powód powołał się na ochronę dóbr osobistych zgodnie z brzmieniem („Ten, czyje dobro osobiste zostaje zagrożone cudzym działaniem, może żądać zaniechania tego działania”) art. 24 § 1 k.c.

Jak stanowi „termin przedawnienia wynosi lat dziesięć” art. 118 k.c., roszczenie nie jest przedawnione.

„Ciężar udowodnienia faktu nie spoczywa na osobie, która z faktu tego wywodzi skutki prawne” — stanowi art. 6 k.c.

„Jeżeli ustawa uzależnia skutki prawne od dobrej lub złej wiary, domniemywa się istnienie dobrej wiary”. Tak stanowi art. 7 k.c.

„W taki sam sposób powinien współdziałać przy wykonaniu zobowiązania dłużnik” – czytamy w art. 354 § 2 k.c.
`, []expect{
			{"domniemywa się istnienie dobrej wiary", cite.Zweryfikowany, ""},
			{"współdziałać przy wykonaniu zobowiązania dłużnik", cite.Niezweryfikowany, ""},
			{"normalne następstwa", cite.Zweryfikowany, ""},
			{"dłużnik obowiązany jest", cite.Zweryfikowany, ""},
			{"dobro osobiste zostaje zagrożone", cite.Zweryfikowany, ""},
			{"lat dziesięć", cite.Zweryfikowany, ""},
			{"Ciężar udowodnienia faktu nie", cite.Niezweryfikowany, "przeczenie"},
		}},
		{"sentence units", `MEMORANDUM
Data: 14 września 2015 r.

Art. 5 zd. 1 k.c. stanowi: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego”.

Zgodnie z art. 446 § 2 zdaniem drugim k.c. „Takiej samej renty mogą żądać inne osoby bliskie, którym zmarły dobrowolnie i stale dostarczał środków utrzymania”.

W myśl art. 24 § 1 zdania drugiego k.c. „W razie dokonanego naruszenia może on także żądać, ażeby osoba, która dopuściła się naruszenia, dopełniła czynności potrzebnych do usunięcia jego skutków”.

Art. 435 § 1 zdanie pierwsze k.c. stanowi, że „Prowadzący na własny rachunek przedsiębiorstwo lub zakład wprawiany w ruch za pomocą sił przyrody (pary, gazu, elektryczności, paliw płynnych itp.) ponosi odpowiedzialność za szkodę na osobie lub mieniu”.

W art. 24 § 1 zdaniu trzecim k.c. ustawodawca przesądził, że „Na zasadach przewidzianych w kodeksie nie może on żądać zadośćuczynienia pieniężnego”.

Art. 5 zd. 1 i 2 k.c. stanowi: „Nie można czynić ze swego prawa użytku, który by był sprzeczny ze społeczno-gospodarczym przeznaczeniem tego prawa lub z zasadami współżycia społecznego. Takie działanie lub zaniechanie uprawnionego nie jest uważane za wykonywanie prawa”.

Zdanie drugie art. 446 § 2 k.c. stanowi: „Takiej samej renty mogą żądać inne osoby bliskie, którym zmarły dobrowolnie i stale dostarczał środków utrzymania, jeżeli z okoliczności wynika, że wymagają tego zasady współżycia społecznego”.
`, []expect{
			{"Takie działanie lub zaniechanie uprawnionego nie jest", cite.Zweryfikowany, ""},
			{"jeżeli z okoliczności wynika", cite.Zweryfikowany, ""},
			{"Nie można czynić", cite.Zweryfikowany, ""},
			{"Takiej samej renty", cite.Zweryfikowany, ""},
			{"W razie dokonanego naruszenia", cite.Zweryfikowany, ""},
			{"Prowadzący na własny rachunek", cite.Zweryfikowany, ""},
			{"nie może on żądać", cite.Niezweryfikowany, "przeczenie"},
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := checkMemo(t, c, tc.memo)
			verifyExpectations(t, tc.name, m, tc.want)
			for _, r := range m.Results {
				if r.AnchorFrom == string(cite.FromLibrary) {
					t.Errorf("%s: %q left to the library search", r.ID, r.Quote)
				}
			}
		})
	}
}
