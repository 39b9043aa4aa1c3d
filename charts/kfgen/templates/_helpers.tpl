{{- define "kfgen.name" -}}kfgen-controller{{- end -}}

{{- define "kfgen.selectorLabels" -}}
app.kubernetes.io/name: {{ include "kfgen.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "kfgen.labels" -}}
{{ include "kfgen.selectorLabels" . }}
app.kubernetes.io/part-of: kfgen
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "kfgen.contentLabels" -}}
app.kubernetes.io/part-of: kfgen
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "kfgen.serviceAccountName" -}}
{{- .Values.serviceAccount.name | default (include "kfgen.name" .) -}}
{{- end -}}

{{- define "kfgen.image" -}}
{{- if .Values.image.digest -}}
{{ .Values.image.repository }}@{{ .Values.image.digest }}
{{- else -}}
{{ .Values.image.repository }}:{{ .Values.image.tag | default .Chart.AppVersion }}
{{- end -}}
{{- end -}}

