package claims

// The word lists of attribution: parties, participles, charges, publication
// references, clause breaks, the verbs by which a provision speaks, topic
// words.

// partyWords name a party to a case, the subject of "zarzuca", "twierdzi".
var partyWords = set(`wnioskodawca wnioskodawczyni skarżący skarżąca skarżąca powód powódka pozwany pozwana uczestnik uczestniczka
	apelujący apelująca odwołujący odwołująca zamawiający wykonawca wykonawcy pełnomocnik prokurator strona strony oskarżony
	wierzyciel dłużnik klient klientka klienta mocodawca mocodawczyni zleceniodawca`)

// participles introduce a quotation after a procedural fact: "oddalił
// zażalenie, stwierdzając: „…”".
var participles = set(`stwierdzając wskazując podkreślając zaznaczając uznając przyjmując wyjaśniając zauważając dodając
	przypominając argumentując uzasadniając konstatując podzielając aprobując akceptując przychylając opowiadając
	stwierdziwszy wskazawszy uznawszy`)

// chargeWords, opening a quotation after a provision, make it the wording of
// a party's charge: "naruszenie art. 233 § 1 k.p.c. „poprzez ustalenie …”".
var chargeWords = set(`poprzez polegające polegającego polegającej polegający polegającą`)

// pubWords are the words of a ruling's publication reference.
var pubWords = set(`lex nr nie publ. publ osnc osnp osnkw osnapiusp osn osp osa onsa wokaz biul. biul sn z. poz. s. legalis
	otk zu a orzecznictwo sądów apelacyjnych`)

// breakWords open a clause of their own between two citations.
var breakWords = set(`natomiast zaś jednak jednakże ale lecz podczas tymczasem kolei wreszcie dotyczy dotyczą ustanawia ustanawiają
	formułuje formułują wyraża wyrażają`)

// listAfterA, after "a", continue a list instead of opening a clause: "a
// także", "a również".
var listAfterA = set(`także również też więc zatem`)

// statuteIntro are the words by which a memo lets a provision speak:
// "art. 5 k.c. stanowi, że „…”".
var statuteIntro = set(`stanowi stanowią stanowił brzmi brzmiał głosi głoszą przewiduje przewidują przewidywał stanowiącego stanowiącym`)

// topicWords, as the last word before a provision, make it the topic.
var topicWords = set(`świetle tle gruncie podstawie zw. związku mowa naruszenie naruszenia naruszył naruszyła stosując zastosowanie
	zastosowania wykładni wykładnia dotyczącego dotyczącej treści rozumieniu obrazę obrazy obraza`)

// sourceOfContent, before "z art.", make the provision the source of what
// follows: "zgodnie z art.", "wynika z art.".
var sourceOfContent = set(`zgodnie wynika wynikają wynikający wynikająca wynikające`)
