# library paths used by the blind8 truth files (relative to shared/testdata/library)
KC = "statutes/kc/kodeks-cywilny_tj-Dz.U.2014.121_stan-2015-08-17.txt"
KPC = "statutes/kpc/kodeks-postepowania-cywilnego_tj-Dz.U.2014.101_stan-2015-03-27.txt"
SI = "judgments/common/saos-import/"
B_166 = SI + "151005000001003_II_Ca_000166_2013_Uz_2013-11-12_001.txt"   # SO Bydgoszcz II Ca 166/13
B_174 = SI + "151005000001003_II_Ca_000174_2013_Uz_2013-10-10_001.txt"   # SO Bydgoszcz II Ca 174/13, 10.10.2013
B_72 = SI + "151005000001003_II_Ca_000072_2013_Uz_2013-11-13_001.txt"    # SO Bydgoszcz II Ca 72/13, 12.09.2013
B_380 = SI + "151005000001003_II_Ca_000380_2013_Uz_2013-12-19_001.txt"   # SO Bydgoszcz II Ca 380/13, 19.12.2013
G_223 = SI + "151005000004027_VIII_Ga_000223_2013_Uz_2014-03-31_001.txt" # SO Bydgoszcz VIII Ga 223/13, 31.03.2014
L_1034 = SI + "152510000005027_X_GC_001034_2013_Uz_2014-06-12_001.txt"   # SO Łódź X GC 1034/13, 12.06.2014


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
