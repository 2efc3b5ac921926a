import json, collections
def load(p):
    out={}
    for line in open(p):
        line=line.strip()
        if line.startswith('{'):
            d=json.loads(line); out[d['memo']]=d
    return out
a=load('/work/big/rj-a.jsonl'); b=load('/work/big/rj-b.jsonl')
def key(r): return (r.get('quote') or r.get('claim_text',''), json.dumps(r.get('anchor'),sort_keys=True))
claims=0; diff=0; rs=0; count=0; sa=collections.Counter(); sb=collections.Counter(); blocked=[0,0]
for m in a:
    blocked[0]+=a[m]['blocked']; blocked[1]+=b[m]['blocked']
    ra=a[m]['results']; rb=b[m]['results']
    if len(ra)!=len(rb): count+=1; print('claim count differs', m, len(ra), len(rb))
    for r in ra: sa[r['status']]+=1
    for r in rb: sb[r['status']]+=1
    for x,y in zip(ra,rb):
        claims+=1
        if x['status']!=y['status'] or x.get('source_id')!=y.get('source_id') or key(x)!=key(y):
            diff+=1; print('differs', m, x.get('id'), x['status'], y['status'], (x.get('quote') or '')[:60])
        elif x.get('real_source','').replace('rj-a','X')!=y.get('real_source','').replace('rj-b','X'):
            rs+=1; print('real_source', m, x.get('id'), x.get('real_source','')[:80], '->', y.get('real_source','')[:80])
print('memos',len(a),len(b),'claims',claims,'differences',diff,'memos with another claim count',count,'real_source only',rs)
print('blocked',blocked)
print('a',dict(sa)); print('b',dict(sb))
