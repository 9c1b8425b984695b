package main

import (
	"archive/zip"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path"
	"regexp"
	"sort"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
	"sigs.k8s.io/yaml"
)

// The Kubernetes JSON schemas come from the kubernetes-validate wheel (PyPI),
// which ships them per Kubernetes minor version under this folder, in the
// "local" layout: one file per type whose $refs point into _definitions.json.
const wheelSchemaRoot = "kubernetes_validate/kubernetes-json-schema/"

type gvk struct{ group, version, kind string }

func (g gvk) String() string {
	if g.group == "" {
		return g.version + "/" + g.kind
	}
	return g.group + "/" + g.version + "/" + g.kind
}

// schemaSet is the compiled schemas of one Kubernetes version.
type schemaSet struct {
	version  string
	compiler *jsonschema.Compiler
	ids      map[gvk]string // GVK -> schema $id
	compiled map[gvk]*jsonschema.Schema
}

func loadSchemaSet(zr *zip.Reader, version string) (*schemaSet, error) {
	dir := wheelSchemaRoot + "v" + version + "-local-strict/"
	set := &schemaSet{version: version, compiler: jsonschema.NewCompiler(), ids: map[gvk]string{}, compiled: map[gvk]*jsonschema.Schema{}}
	set.compiler.DefaultDraft(jsonschema.Draft2020)
	found := false
	for _, f := range zr.File {
		if !strings.HasPrefix(f.Name, dir) || !strings.HasSuffix(f.Name, ".json") || strings.Contains(f.Name[len(dir):], "/") {
			continue
		}
		found = true
		base := path.Base(f.Name)
		if base == "all.json" {
			continue
		}
		doc, err := readZipJSON(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		if base == "_definitions.json" {
			if err := set.compiler.AddResource("https://kubernetes.io/api/_definitions.json", doc); err != nil {
				return nil, err
			}
			continue
		}
		obj, _ := doc.(map[string]any)
		gvks, _ := obj["x-kubernetes-group-version-kind"].([]any)
		id, _ := obj["$id"].(string)
		if len(gvks) == 0 || id == "" {
			continue // a type that is not a top-level object
		}
		if err := set.compiler.AddResource(id, doc); err != nil {
			return nil, err
		}
		for _, g := range gvks {
			m, _ := g.(map[string]any)
			k := gvk{str(m["group"]), str(m["version"]), str(m["kind"])}
			set.ids[k] = id
		}
	}
	if !found {
		return nil, fmt.Errorf("no schemas for Kubernetes %s in the wheel (folder %s)", version, dir)
	}
	return set, nil
}

func readZipJSON(f *zip.File) (any, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return jsonschema.UnmarshalJSON(rc)
}

func (s *schemaSet) validate(k gvk, obj any) error {
	sch, ok := s.compiled[k]
	if !ok {
		id, known := s.ids[k]
		if !known {
			return fmt.Errorf("no schema for %s in Kubernetes %s", k, s.version)
		}
		var err error
		if sch, err = s.compiler.Compile(id); err != nil {
			return fmt.Errorf("compiling schema for %s: %w", k, err)
		}
		s.compiled[k] = sch
	}
	return sch.Validate(obj)
}

// object is one manifest of a rendered stream.
type object struct {
	file string
	gvk  gvk
	name string
	ns   string
	raw  map[string]any
}

func (o *object) String() string {
	return fmt.Sprintf("%s %s/%s", path.Base(o.file), o.gvk.kind, o.name)
}

func runK8s(args []string) error {
	fs := flag.NewFlagSet("k8s", flag.ContinueOnError)
	wheel := fs.String("schemas", "", "path to the kubernetes_validate wheel holding the JSON schemas")
	versions := fs.String("versions", "", "comma-separated Kubernetes versions to validate against, e.g. 1.31.0,1.37.0")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *wheel == "" || *versions == "" || fs.NArg() == 0 {
		return errors.New("k8s: need -schemas, -versions and at least one rendered file")
	}
	zr, err := zip.OpenReader(*wheel)
	if err != nil {
		return err
	}
	defer zr.Close()
	var sets []*schemaSet
	for _, v := range strings.Split(*versions, ",") {
		set, err := loadSchemaSet(&zr.Reader, strings.TrimPrefix(strings.TrimSpace(v), "v"))
		if err != nil {
			return err
		}
		sets = append(sets, set)
	}

	var p problems
	total := 0
	for _, file := range fs.Args() {
		objs, err := readStream(file)
		if err != nil {
			p.add("%s: %v", file, err)
			continue
		}
		if len(objs) == 0 {
			p.add("%s: rendered no objects", file)
			continue
		}
		for _, o := range objs {
			// Validate the JSON form the API server would receive.
			buf, _ := json.Marshal(o.raw)
			inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(buf))
			if err != nil {
				p.add("%s: %v", o, err)
				continue
			}
			for _, set := range sets {
				if err := set.validate(o.gvk, inst); err != nil {
					p.add("%s: not valid for Kubernetes %s: %s", o, set.version, indent(err.Error()))
				}
			}
		}
		checkReferences(file, objs, &p)
		total += len(objs)
	}
	if err := p.err("k8s"); err != nil {
		return err
	}
	fmt.Printf("k8s: %d manifests valid\n", total)
	return nil
}

func indent(s string) string { return strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n      ") }

var docSep = regexp.MustCompile(`(?m)^---[ \t]*$`)

func readStream(file string) ([]*object, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	var out []*object
	for i, doc := range docSep.Split(string(data), -1) {
		if strings.TrimSpace(doc) == "" {
			continue
		}
		js, err := yaml.YAMLToJSONStrict([]byte(doc))
		if err != nil {
			return nil, fmt.Errorf("document %d: %w", i+1, err)
		}
		var raw map[string]any
		if err := json.Unmarshal(js, &raw); err != nil {
			return nil, fmt.Errorf("document %d: %w", i+1, err)
		}
		if raw == nil {
			continue
		}
		apiVersion, kind := str(raw["apiVersion"]), str(raw["kind"])
		if apiVersion == "" || kind == "" {
			return nil, fmt.Errorf("document %d has no apiVersion or kind", i+1)
		}
		g := gvk{version: apiVersion, kind: kind}
		if i := strings.Index(apiVersion, "/"); i >= 0 {
			g.group, g.version = apiVersion[:i], apiVersion[i+1:]
		}
		md := obj(raw["metadata"])
		out = append(out, &object{file: file, gvk: g, name: str(md["name"]), ns: str(md["namespace"]), raw: raw})
	}
	return out, nil
}

// ---- references between objects and the platform's policies ----

var (
	dns1123Label     = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?$`)
	dns1123Subdomain = regexp.MustCompile(`^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$`)
)

var clusterScoped = map[string]bool{
	"Namespace": true, "ClusterRole": true, "ClusterRoleBinding": true, "PersistentVolume": true,
	"StorageClass": true, "IngressClass": true, "PriorityClass": true, "CustomResourceDefinition": true,
}

type workload struct {
	o      *object
	labels map[string]any
	spec   map[string]any // pod spec
}

func checkReferences(file string, objs []*object, p *problems) {
	byKind := map[string]map[string]*object{}
	namespaces := map[string]bool{}
	for _, o := range objs {
		if byKind[o.gvk.kind] == nil {
			byKind[o.gvk.kind] = map[string]*object{}
		}
		if _, dup := byKind[o.gvk.kind][o.name]; dup {
			p.add("%s: defined twice", o)
		}
		byKind[o.gvk.kind][o.name] = o
		if !clusterScoped[o.gvk.kind] {
			namespaces[o.ns] = true
		}
		if o.name == "" || len(o.name) > 253 || !dns1123Subdomain.MatchString(o.name) {
			p.add("%s: name is not a DNS-1123 subdomain", o)
		}
		if (o.gvk.kind == "Service" || o.gvk.kind == "Deployment" || o.gvk.kind == "StatefulSet") && (len(o.name) > 63 || !dns1123Label.MatchString(o.name)) {
			p.add("%s: name must be a DNS-1123 label", o)
		}
	}
	if len(namespaces) > 1 {
		var ns []string
		for n := range namespaces {
			ns = append(ns, fmt.Sprintf("%q", n))
		}
		sort.Strings(ns)
		p.add("%s: objects are spread over namespaces %s", path.Base(file), strings.Join(ns, ", "))
	}

	var workloads []workload
	for _, kind := range []string{"Deployment", "StatefulSet"} {
		for _, o := range sortedObjects(byKind[kind]) {
			spec := obj(o.raw["spec"])
			tmpl := obj(spec["template"])
			w := workload{o: o, labels: obj(obj(tmpl["metadata"])["labels"]), spec: obj(tmpl["spec"])}
			workloads = append(workloads, w)
			for k, v := range obj(obj(spec["selector"])["matchLabels"]) {
				if w.labels[k] != v {
					p.add("%s: selector %s=%v does not match its pod template labels", o, k, v)
				}
			}
			checkPodSpec(w, byKind, p)
			if kind == "StatefulSet" {
				svc := byKind["Service"][str(spec["serviceName"])]
				if svc == nil {
					p.add("%s: serviceName %q is not a Service here", o, str(spec["serviceName"]))
				} else if str(obj(svc.raw["spec"])["clusterIP"]) != "None" {
					p.add("%s: its governing Service %s should be headless (clusterIP: None)", o, svc.name)
				}
			}
		}
	}

	matching := func(sel map[string]any) []workload {
		var out []workload
		if len(sel) == 0 {
			return out
		}
		for _, w := range workloads {
			ok := true
			for k, v := range sel {
				if w.labels[k] != v {
					ok = false
					break
				}
			}
			if ok {
				out = append(out, w)
			}
		}
		return out
	}
	selectorMatching := func(sel map[string]any) []workload {
		if len(arr(sel["matchExpressions"])) > 0 {
			return workloads // not evaluated; assume it selects something
		}
		return matching(obj(sel["matchLabels"]))
	}

	for _, svc := range sortedObjects(byKind["Service"]) {
		spec := obj(svc.raw["spec"])
		sel := obj(spec["selector"])
		if len(sel) == 0 {
			continue
		}
		targets := matching(sel)
		if len(targets) == 0 {
			p.add("%s: selector matches no Deployment or StatefulSet", svc)
			continue
		}
		for _, port := range arr(spec["ports"]) {
			pm := obj(port)
			tp := pm["targetPort"]
			if tp == nil {
				tp = pm["port"]
			}
			for _, w := range targets {
				if !podHasPort(w.spec, tp) {
					p.add("%s: targetPort %v is not a container port of %s", svc, tp, w.o.name)
				}
			}
		}
	}

	servicePort := func(where string, name string, port map[string]any) {
		svc := byKind["Service"][name]
		if svc == nil {
			p.add("%s: backend Service %q is not defined", where, name)
			return
		}
		for _, sp := range arr(obj(svc.raw["spec"])["ports"]) {
			spm := obj(sp)
			if (port["name"] != nil && spm["name"] == port["name"]) || (port["number"] != nil && num(spm["port"]) == num(port["number"])) {
				return
			}
		}
		p.add("%s: Service %s has no port %v", where, name, port)
	}
	for _, ing := range sortedObjects(byKind["Ingress"]) {
		spec := obj(ing.raw["spec"])
		if b := obj(obj(spec["defaultBackend"])["service"]); len(b) > 0 {
			servicePort(ing.String(), str(b["name"]), obj(b["port"]))
		}
		for _, r := range arr(spec["rules"]) {
			for _, pth := range arr(obj(obj(r)["http"])["paths"]) {
				b := obj(obj(obj(pth)["backend"])["service"])
				if len(b) == 0 {
					p.add("%s: path %v has no service backend", ing, obj(pth)["path"])
					continue
				}
				servicePort(ing.String(), str(b["name"]), obj(b["port"]))
			}
		}
	}

	for _, hpa := range sortedObjects(byKind["HorizontalPodAutoscaler"]) {
		ref := obj(obj(hpa.raw["spec"])["scaleTargetRef"])
		target := byKind[str(ref["kind"])][str(ref["name"])]
		if target == nil {
			p.add("%s: scaleTargetRef %s/%s is not defined", hpa, str(ref["kind"]), str(ref["name"]))
			continue
		}
		if obj(target.raw["spec"])["replicas"] != nil {
			p.add("%s: %s sets spec.replicas, which fights the autoscaler on every apply", hpa, target)
		}
		for _, c := range arr(obj(obj(obj(target.raw["spec"])["template"])["spec"])["containers"]) {
			if obj(obj(obj(c)["resources"])["requests"])["cpu"] == nil {
				p.add("%s: container %s of %s has no cpu request, so CPU utilization cannot be computed", hpa, str(obj(c)["name"]), target.name)
			}
		}
	}

	for _, pdb := range sortedObjects(byKind["PodDisruptionBudget"]) {
		if len(selectorMatching(obj(obj(pdb.raw["spec"])["selector"]))) == 0 {
			p.add("%s: selector matches no workload", pdb)
		}
	}

	covered := map[string]bool{}
	for _, np := range sortedObjects(byKind["NetworkPolicy"]) {
		spec := obj(np.raw["spec"])
		sel := obj(spec["podSelector"])
		var targets []workload
		if len(sel) == 0 {
			targets = workloads
		} else if targets = selectorMatching(sel); len(targets) == 0 {
			p.add("%s: podSelector matches no workload", np)
		}
		ingressPolicy := len(arr(spec["policyTypes"])) == 0
		for _, t := range arr(spec["policyTypes"]) {
			if t == "Ingress" {
				ingressPolicy = true
			}
		}
		if ingressPolicy {
			for _, w := range targets {
				covered[w.o.gvk.kind+"/"+w.o.name] = true
			}
		}
		for _, dir := range []string{"ingress", "egress"} {
			peerKey := "from"
			if dir == "egress" {
				peerKey = "to"
			}
			for _, rule := range arr(spec[dir]) {
				for _, peer := range arr(obj(rule)[peerKey]) {
					pm := obj(peer)
					if pm["namespaceSelector"] != nil || pm["podSelector"] == nil {
						continue // other namespaces or IP blocks: cannot be checked here
					}
					if ps := obj(pm["podSelector"]); len(ps) > 0 && len(selectorMatching(ps)) == 0 {
						p.add("%s: %s peer podSelector %v matches no workload", np, dir, ps)
					}
				}
			}
		}
	}
	if len(byKind["NetworkPolicy"]) > 0 {
		for _, w := range workloads {
			if !covered[w.o.gvk.kind+"/"+w.o.name] {
				p.add("%s: no NetworkPolicy restricts its ingress", w.o)
			}
		}
	}
}

func checkPodSpec(w workload, byKind map[string]map[string]*object, p *problems) {
	o := w.o
	spec := w.spec
	podSC := obj(spec["securityContext"])
	if spec["automountServiceAccountToken"] != false {
		p.add("%s: automountServiceAccountToken should be false (no pod here talks to the API server)", o)
	}
	refExists := func(kind, name, key string, optional bool, where string) {
		if optional {
			return
		}
		ref := byKind[kind][name]
		if ref == nil {
			p.add("%s: %s refers to %s %q, which is not defined", o, where, kind, name)
			return
		}
		if key == "" {
			return
		}
		if _, ok := obj(ref.raw["data"])[key]; ok {
			return
		}
		if _, ok := obj(ref.raw["stringData"])[key]; ok {
			return
		}
		p.add("%s: %s refers to key %q of %s %s, which it does not have", o, where, key, kind, name)
	}
	for _, v := range arr(spec["volumes"]) {
		vm := obj(v)
		if cm := obj(vm["configMap"]); len(cm) > 0 {
			refExists("ConfigMap", str(cm["name"]), "", cm["optional"] == true, "volume "+str(vm["name"]))
		}
		if s := obj(vm["secret"]); len(s) > 0 {
			refExists("Secret", str(s["secretName"]), "", s["optional"] == true, "volume "+str(vm["name"]))
		}
	}
	for _, group := range []string{"initContainers", "containers"} {
		for _, c := range arr(spec[group]) {
			cm := obj(c)
			cname := str(cm["name"])
			where := "container " + cname
			env := map[string]bool{}
			for _, e := range arr(cm["env"]) {
				em := obj(e)
				env[str(em["name"])] = true
				vf := obj(em["valueFrom"])
				if r := obj(vf["secretKeyRef"]); len(r) > 0 {
					refExists("Secret", str(r["name"]), str(r["key"]), r["optional"] == true, where+" env "+str(em["name"]))
				}
				if r := obj(vf["configMapKeyRef"]); len(r) > 0 {
					refExists("ConfigMap", str(r["name"]), str(r["key"]), r["optional"] == true, where+" env "+str(em["name"]))
				}
			}
			for _, ef := range arr(cm["envFrom"]) {
				efm := obj(ef)
				prefix := str(efm["prefix"])
				if r := obj(efm["configMapRef"]); len(r) > 0 {
					refExists("ConfigMap", str(r["name"]), "", r["optional"] == true, where+" envFrom")
					if ref := byKind["ConfigMap"][str(r["name"])]; ref != nil {
						for k := range obj(ref.raw["data"]) {
							env[prefix+k] = true
						}
					}
				}
				if r := obj(efm["secretRef"]); len(r) > 0 {
					refExists("Secret", str(r["name"]), "", r["optional"] == true, where+" envFrom")
					if ref := byKind["Secret"][str(r["name"])]; ref != nil {
						for k := range obj(ref.raw["data"]) {
							env[prefix+k] = true
						}
						for k := range obj(ref.raw["stringData"]) {
							env[prefix+k] = true
						}
					}
				}
			}
			volumes := map[string]bool{}
			for _, v := range arr(spec["volumes"]) {
				volumes[str(obj(v)["name"])] = true
			}
			if o.gvk.kind == "StatefulSet" {
				for _, t := range arr(obj(o.raw["spec"])["volumeClaimTemplates"]) {
					volumes[str(obj(obj(t)["metadata"])["name"])] = true
				}
			}
			for _, vm := range arr(cm["volumeMounts"]) {
				if !volumes[str(obj(vm)["name"])] {
					p.add("%s: %s mounts unknown volume %q", o, where, str(obj(vm)["name"]))
				}
			}

			image := str(cm["image"])
			if tag := lastPathElem(strings.SplitN(image, "@", 2)[0]); !strings.Contains(image, "@") && (!strings.Contains(tag, ":") || strings.HasSuffix(tag, ":latest")) {
				p.add("%s: %s image %q must carry a tag other than latest", o, where, image)
			}
			res := obj(cm["resources"])
			for _, k := range []string{"requests.cpu", "requests.memory", "limits.memory"} {
				parts := strings.SplitN(k, ".", 2)
				if obj(res[parts[0]])[parts[1]] == nil {
					p.add("%s: %s has no resources.%s", o, where, k)
				}
			}
			sc := obj(cm["securityContext"])
			if sc["allowPrivilegeEscalation"] != false {
				p.add("%s: %s must set allowPrivilegeEscalation: false", o, where)
			}
			if !contains(arr(obj(sc["capabilities"])["drop"]), "ALL") {
				p.add("%s: %s must drop ALL capabilities", o, where)
			}
			seccomp := str(obj(sc["seccompProfile"])["type"])
			if seccomp == "" {
				seccomp = str(obj(podSC["seccompProfile"])["type"])
			}
			if seccomp != "RuntimeDefault" && seccomp != "Localhost" {
				p.add("%s: %s needs seccompProfile RuntimeDefault (pod or container), as the restricted Pod Security Standard requires", o, where)
			}
			if sc["runAsNonRoot"] != true && podSC["runAsNonRoot"] != true {
				p.add("%s: %s must run as non-root (runAsNonRoot: true)", o, where)
			}
			if o.gvk.kind == "Deployment" && sc["readOnlyRootFilesystem"] != true {
				p.add("%s: %s should have a read-only root filesystem", o, where)
			}
			if group == "containers" && o.gvk.kind == "Deployment" {
				for _, probe := range []string{"livenessProbe", "readinessProbe"} {
					pr := obj(cm[probe])
					if len(pr) == 0 {
						p.add("%s: %s has no %s", o, where, probe)
						continue
					}
					if hg := obj(pr["httpGet"]); len(hg) > 0 && !containerHasPort(cm, hg["port"]) {
						p.add("%s: %s %s port %v is not one of its ports", o, where, probe, hg["port"])
					}
				}
			}
			component := str(w.labels["app.kubernetes.io/component"])
			if group == "containers" && (component == "service" || component == "gateway") {
				name := str(w.labels["app.kubernetes.io/name"])
				want, ok := requiredEnv[name]
				if !ok {
					p.add("%s: platform workload %q is not in the environment contract", o, name)
				}
				for _, k := range want {
					if !env[k] {
						p.add("%s: %s lacks environment variable %s", o, where, k)
					}
				}
				for _, e := range arr(cm["env"]) {
					if em := obj(e); str(em["name"]) == "PORT" && str(em["value"]) != servicePorts[name] {
						p.add("%s: PORT is %q, the platform fixes it at %s", o, str(em["value"]), servicePorts[name])
					}
				}
			}
		}
	}
}

func podHasPort(spec map[string]any, port any) bool {
	for _, c := range arr(spec["containers"]) {
		if containerHasPort(obj(c), port) {
			return true
		}
	}
	return false
}

func containerHasPort(c map[string]any, port any) bool {
	for _, cp := range arr(c["ports"]) {
		cpm := obj(cp)
		if s, ok := port.(string); ok {
			if cpm["name"] == s {
				return true
			}
		} else if num(cpm["containerPort"]) == num(port) {
			return true
		}
	}
	return false
}

func sortedObjects(m map[string]*object) []*object {
	out := make([]*object, 0, len(m))
	for _, o := range m {
		out = append(out, o)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].name < out[j].name })
	return out
}

func obj(v any) map[string]any {
	m, _ := v.(map[string]any)
	return m
}

func arr(v any) []any {
	a, _ := v.([]any)
	return a
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func num(v any) float64 {
	switch n := v.(type) {
	case float64:
		return n
	case json.Number:
		f, _ := n.Float64()
		return f
	case int:
		return float64(n)
	}
	return -1
}

func contains(a []any, s string) bool {
	for _, v := range a {
		if v == s {
			return true
		}
	}
	return false
}
