# library paths used by the blind11 truth files (relative to shared/testdata/library)
KC = "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"
KPC = "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt"
KP = "statutes/kp/kodeks-pracy_tj-Dz.U.2014.1502_stan-2015-09-11.txt"
SI = "judgments/common/saos-import/"
CA = "saos-tm-extractor/cc-appealed/"
PZ20 = CA + "regional-decision/151020000002521_V_Pz_000020_2013_Uz_2013-08-05_001"      # SO Słupsk, postanowienie 05.08.2013
CZ517 = SI + "155515000001003_II_Cz_000517_2014_Uz_2014-04-25_001.txt"                 # SO Szczecin, postanowienie 25.04.2014
A499 = SI + "151000000000503_I_ACa_000499_2013_Uz_2013-11-07_001.txt"                  # SA Gdańsk, postanowienie 7.11.2013
A927 = SI + "151500000000503_I_ACa_000927_2013_Uz_2014-02-19_002.txt"                  # SA Katowice, wyrok 19.02.2014
V1655 = CA + "appeal-sentence/154500000003003_VI_ACa_001655_2013_Uz_2014-07-08_002"    # SA Warszawa, wyrok 8.07.2014
V1547 = CA + "appeal-sentence/154500000003003_VI_ACa_001547_2012_Uz_2013-08-21_002"    # SA Warszawa, wyrok 21.08.2013
R_PZ20 = {"sygnatura": "V Pz 20/13", "data": "2013-08-05", "organ": "Sąd Okręgowy w Słupsku"}
R_CZ517 = {"sygnatura": "II Cz 517/14", "data": "2014-04-25", "organ": "Sąd Okręgowy w Szczecinie"}
R_A499 = {"sygnatura": "I ACa 499/13", "data": "2013-11-07", "organ": "Sąd Apelacyjny w Gdańsku"}
R_A927 = {"sygnatura": "I ACa 927/13", "data": "2014-02-19", "organ": "Sąd Apelacyjny w Katowicach"}
R_V1655 = {"sygnatura": "VI ACa 1655/13", "data": "2014-07-08", "organ": "Sąd Apelacyjny w Warszawie"}
R_V1547 = {"sygnatura": "VI ACa 1547/12", "data": "2013-08-21", "organ": "Sąd Apelacyjny w Warszawie"}


def claim(id, kind, category, status, why, library_file=None, quote=None, claim_text=None, anchor=None,
          material_change=False, **kw):
    c = {"id": id, "kind": kind}
    if quote is not None:
        c["quote"] = quote
    if claim_text is not None:
        c["claim_text"] = claim_text
    c["anchor"] = anchor or {}
    c["library_file"] = library_file
    c["expected_status"] = status
    c["why"] = why
    c["material_change"] = material_change
    c["category"] = category
    c.update(kw)
    return c
