-- Health of a kfgen TrainingSpec, from the kfgen controller's status: phase (Pending, Created, Running,
-- Restarting, Succeeded, Failed) and conditions Rendered, Synced, Ready.
local runningIsHealthy = false
local quiet = {WaitingForCompletion = true, OutOfSync = true, Deleting = true}
local hs = {status = "Progressing", message = "Waiting for the kfgen controller"}
if obj.status == nil then
  return hs
end
local generation = obj.metadata.generation or 1
if obj.status.observedGeneration == nil or obj.status.observedGeneration < generation then
  return hs
end
local conditions = {}
for _, c in ipairs(obj.status.conditions or {}) do
  conditions[c.type] = c
end
local rendered, synced = conditions["Rendered"], conditions["Synced"]
if rendered ~= nil and rendered.status == "False" then
  return {status = "Degraded", message = rendered.message or rendered.reason}
end
if synced ~= nil and synced.status == "False" and not quiet[synced.reason] then
  return {status = "Degraded", message = synced.message or synced.reason}
end
local phase = obj.status.phase or "Pending"
local job = obj.status.job and (obj.status.job.kind .. " " .. obj.status.job.name .. ": ") or ""
hs.message = job .. phase
if phase == "Failed" then
  hs.status = "Degraded"
elseif phase == "Succeeded" then
  hs.status = "Healthy"
elseif phase == "Running" and runningIsHealthy then
  hs.status = "Healthy"
end
return hs
